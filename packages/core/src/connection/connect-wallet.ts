import { FoyerError } from '@foyer/common'
import type { Connector, ConnectResult } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import type { WalletListEntry } from '../directory/types.js'
import type { ConnectEventMethod } from '../events/types.js'
import { setActiveNamespace } from '../namespace/set-active-namespace.js'
import { connect } from './connect.js'

/** What {@link connectWallet} takes. */
export interface ConnectWalletParams {
  /**
   * The connectors of one wallet, at most one per namespace (a wallet that serves EVM and
   * Solana offers one connector to each adapter).
   */
  connectors: readonly Connector[]
  /** The directory entry the user picked, remembered as a recent wallet. */
  wallet?: WalletListEntry
  method?: ConnectEventMethod
}

/**
 * Connects one wallet in every namespace it serves. The connector of the active namespace
 * goes first (else the first given); its failure is this call's failure. Then the wallet's
 * other namespaces connect one after another; one that fails is left disconnected with a
 * warning. The first namespace stays the active one. Returns the first connection.
 *
 * @throws FoyerError as {@link connect} does, for the first connector; 'Connector type not found'
 *   when no connector serves a namespace of this client.
 */
export async function connectWallet(
  client: FoyerClient,
  params: ConnectWalletParams,
): Promise<ConnectResult> {
  const active = client.stores.account.getState().activeNamespace
  const ordered = [...params.connectors].sort(
    (a, b) => Number(b.chain === active) - Number(a.chain === active),
  )
  const seen = new Set<string>()
  const connectors = ordered.filter((connector) => {
    if (seen.has(connector.chain) || !client.adapters.has(connector.chain)) return false
    seen.add(connector.chain)
    return true
  })
  const [first, ...rest] = connectors
  if (!first) {
    throw new FoyerError('CONNECTOR_TYPE_NOT_FOUND', { details: 'no connector to connect' })
  }
  const common = {
    ...(params.wallet ? { wallet: params.wallet } : {}),
    ...(params.method ? { method: params.method } : {}),
  }
  const result = await connect(client, {
    namespace: first.chain,
    connectorId: first.id,
    ...common,
  })
  for (const connector of rest) {
    try {
      await connect(client, { namespace: connector.chain, connectorId: connector.id, ...common })
    } catch (error) {
      console.warn(`[foyer] ${connector.name} did not connect in ${connector.chain}`, error)
    }
  }
  if (rest.length > 0) setActiveNamespace(client, first.chain)
  return result
}

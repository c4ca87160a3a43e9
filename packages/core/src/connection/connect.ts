import { type CaipNetworkId, type ChainNamespace, errorFromProvider } from '@foyer/common'
import { updateAccountState } from '../account/update-account.js'
import type { Connector, ConnectResult } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import type { WalletListEntry } from '../directory/types.js'
import { trackEvent } from '../events/track-event.js'
import type { ConnectEventMethod } from '../events/types.js'
import { requireAdapter } from '../internal/require-adapter.js'
import { getActiveNetwork } from '../selectors.js'
import { applyConnection } from './apply-connection.js'
import { addRecentWallet } from './recent-wallets.js'

/** What {@link connect} takes. */
export interface ConnectParams {
  namespace: ChainNamespace
  connectorId: string
  /** The network to connect on; the namespace's active one by default. */
  caipNetworkId?: CaipNetworkId
  /** The directory entry the user picked, remembered as a recent wallet. */
  wallet?: WalletListEntry
  /** How the wallet was reached, for CONNECT_SUCCESS; derived from the connector by default. */
  method?: ConnectEventMethod
}

/**
 * Connects a wallet through a namespace's adapter (SPEC §4): status connecting, then the
 * wallet's account list, then connected. Stores the connector id, the wallet's id and name
 * and the recent wallets, and sends CONNECT_SUCCESS. On failure the status goes back to what
 * it was (unless it moved on from connecting meanwhile) and the error is thrown as a
 * FoyerError.
 */
export async function connect(client: FoyerClient, params: ConnectParams): Promise<ConnectResult> {
  const { namespace, connectorId, wallet } = params
  const adapter = requireAdapter(client, namespace)
  const connector = adapter.getConnectors().find((c) => c.id === connectorId)
  const previous = client.stores.account.getState().byNamespace[namespace]?.status
  updateAccountState(client, namespace, { status: 'connecting' })
  try {
    const result = await adapter.connect({
      connectorId,
      caipNetworkId: params.caipNetworkId ?? getActiveNetwork(client, namespace)?.caipNetworkId,
    })
    const name = wallet?.name ?? connector?.name ?? connectorId
    const walletId = wallet?.id ?? connector?.explorerId ?? connector?.rdns ?? connectorId
    applyConnection(client, namespace, result, {
      name,
      ...(connector?.imageUrl ? { icon: connector.imageUrl } : {}),
      identifier: walletId,
    })
    client.storage.set('walletId', walletId)
    client.storage.set('walletName', name)
    // The embedded wallet is reached through the email and social sections, not the list.
    if (connector?.type !== 'AUTH')
      addRecentWallet(client, {
        ...wallet,
        id: walletId,
        name,
        ...(connector?.rdns ? { rdns: connector.rdns } : {}),
      })
    trackEvent(client, {
      event: 'CONNECT_SUCCESS',
      properties: {
        method: params.method ?? methodOf(client, connector),
        name,
        namespace,
        connectorId: result.connectorId,
      },
    })
    return result
  } catch (error) {
    // Only while this attempt still shows: a connection made meanwhile (another wallet, or
    // the user gave up on this one) is not overwritten by a late failure.
    if (client.stores.account.getState().byNamespace[namespace]?.status === 'connecting') {
      updateAccountState(client, namespace, {
        status: previous === 'connected' ? 'connected' : 'disconnected',
      })
    }
    throw errorFromProvider(error)
  }
}

function methodOf(client: FoyerClient, connector: Connector | undefined): ConnectEventMethod {
  if (connector?.type === 'WALLET_CONNECT') {
    return client.environment.isMobile() ? 'mobile' : 'qrcode'
  }
  if (connector?.type === 'AUTH') return 'email'
  return 'browser'
}

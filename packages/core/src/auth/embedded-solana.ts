import { updateAccountState } from '../account/update-account.js'
import type { FoyerClient } from '../client/types.js'
import { applyConnection } from '../connection/apply-connection.js'
import { getAccountState, getActiveNetwork } from '../selectors.js'

/**
 * After an embedded-wallet login or restore: when the Solana adapter offers the embedded
 * wallet (its AUTH connector, reaching the same frame) and no Solana wallet is connected yet,
 * connects it, so the email or social user has their Solana address beside the EVM one. The
 * active namespace stays as it is. A frame without a Solana key leaves Solana disconnected.
 */
export async function connectEmbeddedSolana(client: FoyerClient): Promise<void> {
  const adapter = client.adapters.get('solana')
  const connector = adapter?.getConnectors().find((c) => c.type === 'AUTH')
  if (!adapter || !connector) return
  const status = getAccountState(client, 'solana')?.status
  if (status === 'connected' || status === 'connecting') return
  const network = getActiveNetwork(client, 'solana')
  const result = await adapter.connect({
    connectorId: connector.id,
    ...(network ? { caipNetworkId: network.caipNetworkId } : {}),
  })
  if (client.runtime.destroyed || getAccountState(client, 'solana')?.status === 'connected') return
  const evm = getAccountState(client, 'eip155')
  applyConnection(client, 'solana', result, evm?.connectedWalletInfo, { activate: false })
  if (evm?.user) {
    updateAccountState(client, 'solana', {
      user: evm.user,
      ...(evm.socialProvider ? { socialProvider: evm.socialProvider } : {}),
    })
  }
}

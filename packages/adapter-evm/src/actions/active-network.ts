import { type CaipNetworkId, FoyerError } from '@foyer/common'
import { evmCaipNetworkId } from '../network/chain-id.js'
import type { EvmAdapterState, EvmConnection } from '../state.js'

/**
 * The configured network the connected wallet is on; 'Unsupported chain' when the wallet
 * is on a network the app did not configure (there is no RPC to check it with).
 */
export function connectedNetworkId(
  state: EvmAdapterState,
  connection: EvmConnection,
): CaipNetworkId {
  const caipNetworkId = evmCaipNetworkId(connection.chainId)
  if (!state.networks.some((network) => network.caipNetworkId === caipNetworkId)) {
    throw new FoyerError('UNSUPPORTED_CHAIN', { details: caipNetworkId })
  }
  return caipNetworkId
}

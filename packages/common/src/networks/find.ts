import type { CaipNetworkId } from '../caip/types.js'
import type { Network } from './types.js'

/**
 * The network with this CAIP-2 id, also matching a network's `deprecatedCaipNetworkId`
 * (older Solana ids wallets still send).
 */
export function findNetwork<N extends Network>(
  networks: readonly N[],
  caipNetworkId: CaipNetworkId | string,
): N | undefined {
  return (
    networks.find((network) => network.caipNetworkId === caipNetworkId) ??
    networks.find((network) => network.deprecatedCaipNetworkId === caipNetworkId)
  )
}

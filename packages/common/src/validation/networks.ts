import type { CaipNetworkId } from '../caip/types.js'
import type { Network } from '../networks/types.js'

/** Identity (name and avatar) lookups run only on EVM mainnets, not testnets (SPEC §5). */
export function supportsIdentityLookup(
  network: Pick<Network, 'chainNamespace' | 'testnet'>,
): boolean {
  return network.chainNamespace === 'eip155' && network.testnet !== true
}

/**
 * Sign-in through a universal (WalletConnect) provider applies only when every requested
 * network is in eip155 (SPEC §5).
 */
export function allNetworksInEip155(caipNetworkIds: readonly CaipNetworkId[]): boolean {
  return caipNetworkIds.length > 0 && caipNetworkIds.every((id) => id.startsWith('eip155:'))
}

import type { Network } from '@foyer/common'

/** A local EVM network definition for tests. */
export function localNetwork(
  chainId: number,
  rpcUrls: readonly string[],
  name = `Devnet ${chainId}`,
): Network {
  return {
    id: chainId,
    name,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: rpcUrls } },
    testnet: true,
  }
}

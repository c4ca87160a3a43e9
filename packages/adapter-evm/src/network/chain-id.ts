import type { CaipNetworkId, Network } from '@foyer/common'

/** The CAIP-2 id of an EVM chain: `eip155:<chainId>`. */
export function evmCaipNetworkId(chainId: number): CaipNetworkId {
  return `eip155:${chainId}`
}

/** The numeric chain id of an EVM network; throws if the network is not a valid EVM one. */
export function evmChainId(network: Network): number {
  const id = typeof network.id === 'number' ? network.id : Number(network.id)
  if (network.chainNamespace !== 'eip155' || !Number.isSafeInteger(id) || id <= 0) {
    throw new TypeError(`Not an EVM network: ${network.caipNetworkId}`)
  }
  return id
}

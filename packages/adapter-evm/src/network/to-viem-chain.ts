import type { Network } from '@foyer/common'
import { type Chain, defineChain } from 'viem'
import { evmChainId } from './chain-id.js'

/** The viem chain of a Foyer EVM network, with `rpcUrls` as given. */
export function toViemChain(network: Network, rpcUrls: readonly string[]): Chain {
  const explorer = network.blockExplorers?.default
  return defineChain({
    id: evmChainId(network),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: rpcUrls } },
    ...(explorer ? { blockExplorers: { default: explorer } } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  })
}

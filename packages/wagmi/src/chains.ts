import type { Network } from '@foyer/common'
import { type Chain, defineChain } from 'viem'
import { chainIdOf } from './foyer-state.js'

/** The viem chain of a Foyer EVM network (its id, name, currency, RPC URLs and explorer). */
export function toWagmiChain(network: Network): Chain {
  const id = chainIdOf(network.caipNetworkId)
  if (id === undefined) throw new Error(`${network.caipNetworkId} is not an EVM network`)
  const explorer = network.blockExplorers?.default
  return defineChain({
    id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(explorer ? { blockExplorers: { default: explorer } } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  })
}

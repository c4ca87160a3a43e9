import { bitcoinRegtest, defineNetwork, type Network } from '@foyer/common'
import type { DemoChain, DemoSolana } from './demo-config.js'

/** A devnet of the demo's configuration as a Foyer network (EVM, ETH, testnet). */
export function demoNetwork(chain: DemoChain): Network {
  return defineNetwork({
    id: chain.chainId,
    name: chain.name,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  })
}

/** The local Bitcoin chain (regtest-like, BIP-122 regtest id) served by `esploraUrl`. */
export function demoBitcoinNetwork(esploraUrl: string): Network {
  return defineNetwork({
    ...bitcoinRegtest,
    name: 'Foyer Bitcoin (local)',
    rpcUrls: { default: { http: [esploraUrl] } },
  })
}

/** The stack's local Solana network (litesvm behind a JSON-RPC), SOL with 9 decimals. */
export function demoSolanaNetwork(solana: DemoSolana): Network {
  return defineNetwork({
    id: solana.caipNetworkId.slice('solana:'.length),
    caipNetworkId: solana.caipNetworkId,
    chainNamespace: 'solana',
    name: 'Foyer Solana (local)',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [solana.rpcUrl] } },
    testnet: true,
  })
}

/** Every configured devnet as a Foyer network, the first one being the default. */
export function demoNetworks(chains: readonly DemoChain[]): [Network, ...Network[]] {
  const [first, ...rest] = chains.map(demoNetwork)
  if (!first) throw new Error('The demo needs at least one chain.')
  return [first, ...rest]
}

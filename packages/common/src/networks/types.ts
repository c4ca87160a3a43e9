import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'

/** The native currency of a network. */
export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/** A set of RPC endpoints. */
export interface RpcUrls {
  http: readonly string[]
  webSocket?: readonly string[]
}

/** A block explorer. */
export interface BlockExplorer {
  name: string
  url: string
}

/**
 * A network in CAIP form (SPEC §3). `id` is the namespace's own reference (a number for
 * EVM chains, a genesis-hash prefix for Solana and Bitcoin); `caipNetworkId` joins it to
 * the namespace.
 */
export interface Network {
  id: number | string
  name: string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  nativeCurrency: NativeCurrency
  rpcUrls: { default: RpcUrls; [name: string]: RpcUrls }
  blockExplorers?: { default: BlockExplorer; [name: string]: BlockExplorer }
  testnet?: boolean
  /** An older id some wallets still use for the same network (Solana). */
  deprecatedCaipNetworkId?: CaipNetworkId
  /** Optional image shown beside the network's name. */
  imageUrl?: string
}

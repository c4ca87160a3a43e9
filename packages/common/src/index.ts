export type { CaipAddress, CaipNetworkId, ChainNamespace } from './caip/types.js'
export type { BlockExplorer, NativeCurrency, Network, RpcUrls } from './networks/types.js'

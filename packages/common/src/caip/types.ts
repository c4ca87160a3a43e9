/** The chain namespaces Foyer knows (CAIP-2 namespaces). */
export type ChainNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot'

/** A CAIP-2 network id: `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** A CAIP-10 account id: `namespace:reference:address`, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'

/** The network used when none is chosen: Ethereum mainnet (SPEC §9). */
export const DEFAULT_CAIP_NETWORK_ID = 'eip155:1' satisfies CaipNetworkId

/** Decimals of SOL, the Solana native currency (SPEC §9). */
export const SOLANA_NATIVE_DECIMALS = 9

/** Decimals of BTC, the Bitcoin native currency (SPEC §9). */
export const BITCOIN_NATIVE_DECIMALS = 8

/**
 * The address that stands for a namespace's native token in balance and swap APIs
 * (SPEC §9: it depends on the namespace).
 */
export const NATIVE_TOKEN_ADDRESS: Readonly<Partial<Record<ChainNamespace, string>>> = {
  eip155: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  solana: 'So11111111111111111111111111111111111111111',
}

/** Namespaces whose balances are shown (SPEC §5). */
export const BALANCE_SUPPORTED_NAMESPACES = [
  'eip155',
  'solana',
] as const satisfies readonly ChainNamespace[]

/** Namespaces whose activity history is shown (SPEC §5: EVM only). */
export const ACTIVITY_SUPPORTED_NAMESPACES = ['eip155'] as const satisfies readonly ChainNamespace[]

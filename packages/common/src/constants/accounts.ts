import type { ChainNamespace } from '../caip/types.js'

/** Account types (SPEC §3, §6): externally owned, smart account, and payment for bitcoin. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment'

/** Every account type. */
export const ACCOUNT_TYPES = [
  'eoa',
  'smartAccount',
  'payment',
] as const satisfies readonly AccountType[]

/** Default account type per namespace (SPEC §6): smart account for EVM, payment for bitcoin, eoa for others. */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = {
  eip155: 'smartAccount',
  bip122: 'payment',
  solana: 'eoa',
  polkadot: 'eoa',
}

/** The account type to fall back to when the preferred one cannot be read (SPEC §4). */
export const FALLBACK_ACCOUNT_TYPE: AccountType = 'eoa'

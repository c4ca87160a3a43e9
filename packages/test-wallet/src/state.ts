import * as z from 'zod/mini'
import { addressSchema, chainIdSchema, httpUrlSchema } from './schemas.js'

/** `'approve'` lets a request through; `'reject'` answers it with 4001. */
export const decisionSchema = z.enum(['approve', 'reject'])
/** What the wallet does with a request that needs approval. */
export type Decision = z.infer<typeof decisionSchema>

/** A chain the wallet can switch to and forwards reads to. */
export const walletChainSchema = z.object({
  chainId: chainIdSchema,
  rpcUrl: httpUrlSchema,
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  nativeCurrency: z.optional(
    z.object({ name: z.string(), symbol: z.string(), decimals: z.int().check(z.gte(0)) }),
  ),
  blockExplorerUrls: z.optional(z.array(z.string())),
})
/** A chain the wallet can switch to and forwards reads to. */
export type WalletChain = z.infer<typeof walletChainSchema>

/** A site that was granted the `eth_accounts` permission. */
export const permissionGrantSchema = z.object({
  origin: z.string().check(z.minLength(1)),
  grantedAt: z.int().check(z.gte(0)),
})
/** A site that was granted the `eth_accounts` permission. */
export type PermissionGrant = z.infer<typeof permissionGrantSchema>

/**
 * Everything the wallet remembers. JSON-serializable: the in-page provider keeps it in
 * memory, the extension in `chrome.storage.local`, both behind a `WalletStateStore`.
 */
export const walletStateSchema = z.object({
  version: z.literal(1),
  mnemonic: z.string().check(z.minLength(1)),
  accountIndex: z.int().check(z.gte(0), z.lte(2 ** 31 - 1)),
  /** The address of `accountIndex`, derived when the account changes. */
  address: addressSchema,
  chains: z.array(walletChainSchema).check(z.minLength(1)),
  chainId: chainIdSchema,
  permissions: z.array(permissionGrantSchema),
  /** Decisions for the next requests that need approval, first in first out. */
  decisions: z.array(decisionSchema),
  /** The decision when the queue is empty and no policy decides. */
  defaultDecision: decisionSchema,
  /** True after a wallet-side disconnect, until a site connects again. */
  disconnected: z.boolean(),
})
/** Everything the wallet remembers. */
export type WalletState = z.infer<typeof walletStateSchema>

/** The accounts a site sees: the current one once it is connected, none otherwise. */
export function accountsFor(state: WalletState, origin: string): `0x${string}`[] {
  if (!isConnected(state, origin)) return []
  return [state.address.toLowerCase() as `0x${string}`]
}

/** True when `origin` holds the accounts permission and the wallet is not disconnected. */
export function isConnected(state: WalletState, origin: string): boolean {
  return !state.disconnected && state.permissions.some((grant) => grant.origin === origin)
}

/** The chain the wallet is on. */
export function currentChain(state: WalletState): WalletChain {
  const chain = state.chains.find((candidate) => candidate.chainId === state.chainId)
  // applyWalletConfig and the chain handlers keep chainId among chains.
  if (!chain) throw new Error(`The wallet state names chain ${state.chainId} but does not know it.`)
  return chain
}

/** `0x`-prefixed hex of a chain id, as `eth_chainId` answers. */
export const chainIdToHex = (chainId: number) => `0x${chainId.toString(16)}` as const

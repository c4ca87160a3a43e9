import {
  caipNetworkIdSchema as caipNetworkId,
  chainNamespaceSchema as chainNamespace,
  emailSchema,
} from '@foyer/common'
import * as z from 'zod/mini'

const connectionStatus = z.enum(['disconnected', 'connecting', 'connected'])

/** A wallet remembered as recently used (the directory fields the UI needs to show it). */
const recentWallet = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  image_id: z.optional(z.nullable(z.string())),
  rdns: z.optional(z.nullable(z.string())),
  chains: z.optional(z.array(z.string())),
  mobile_link: z.optional(z.nullable(z.string())),
  desktop_link: z.optional(z.nullable(z.string())),
  webapp_link: z.optional(z.nullable(z.string())),
})

/**
 * One schema per stored value (SPEC §3 "Locally stored values"). A stored value that fails
 * its schema is dropped with a warning.
 */
export const storageSchemas = {
  /** Directory id of the connected wallet. */
  walletId: z.string(),
  /** Name of the connected wallet. */
  walletName: z.string(),
  /** Active network (CAIP-2). */
  activeCaipNetworkId: caipNetworkId,
  /** Active namespace. */
  activeNamespace: chainNamespace,
  /** Namespaces with a live connection. */
  connectedNamespaces: z.array(chainNamespace),
  /** Connection status per namespace. */
  connectionStatus: z.partialRecord(chainNamespace, connectionStatus),
  /** Id of the connector each namespace is connected through. */
  connectorIds: z.partialRecord(chainNamespace, z.string()),
  /** The two wallets used last, newest first. */
  recentWallets: z.array(recentWallet),
  /** Whether the email login was used on this device. */
  emailLoginUsed: z.boolean(),
  /** The email of the last email login. */
  email: emailSchema,
  /** Epoch milliseconds of the last email code request. */
  lastEmailLoginTime: z.number().check(z.nonnegative()),
  /** User name of the last social login. */
  socialUsername: z.string(),
  /**
   * The network the embedded wallet was on last (CAIP-2); the restored session resumes there.
   * Safe to keep in the page's storage: a public network id, no account or secret in it.
   */
  lastUsedChain: caipNetworkId,
  /**
   * The account type the user chose per namespace (SPEC §2 `preferredAccountTypes`, §3 "a
   * per-chain preferred type"), sent to the embedded wallet in every get-user request. Kept
   * on this device across sign-out and disconnect, as AppKit does.
   */
  preferredAccountTypes: z.partialRecord(
    chainNamespace,
    z.enum(['eoa', 'smartAccount', 'payment']),
  ),
  /** Networks on which smart accounts are available (CAIP-2). */
  smartAccountEnabledNetworks: z.array(caipNetworkId),
  // SPEC §3 also lists "sign-in tokens". Foyer keeps none in the page's storage, on purpose:
  // with `@foyer/siwx`'s server mode the nonce and the session live in the sign-in server's
  // HTTP-only cookie (`@foyer/siwx-server`), which no script on the page can read or copy;
  // the local mode keeps signed messages (not bearer tokens) under siwx's own key.
  /** A random id of this installation, sent to the data service as `clientId`. */
  clientId: z.string().check(z.regex(/^[\w-]{8,128}$/)),
} as const

/** A stored token balance (SPEC §3 "Token balance"). */
const tokenBalance = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: caipNetworkId,
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})

/** One schema per cache's values; caches are keyed by address or name. */
export const cacheSchemas = {
  /** Native balance per CAIP-10 address. */
  balance: z.object({ balance: z.string(), symbol: z.string() }),
  /** Token balances per CAIP-10 address. */
  portfolio: z.array(tokenBalance),
  /** Address an ENS name resolves to, null when it resolves to none. */
  ens: z.object({ address: z.nullable(z.string()) }),
  /** Name and avatar per address. */
  identity: z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) }),
} as const

/** Names of the stored values. */
export type StorageKey = keyof typeof storageSchemas
/** The type of one stored value. */
export type StorageValue<K extends StorageKey> = z.infer<(typeof storageSchemas)[K]>
/** Names of the caches. */
export type CacheName = keyof typeof cacheSchemas
/** The type of one cached value. */
export type CacheValue<C extends CacheName> = z.infer<(typeof cacheSchemas)[C]>
/** A wallet remembered as recently used. */
export type RecentWallet = z.infer<typeof recentWallet>

/** A cache entry as stored: the value and when it was written. */
export const cacheEntrySchema = z.object({ timestamp: z.number(), value: z.unknown() })

import type { CaipNetworkId } from '@foyer/common'
import type { FoyerLogger } from '@foyer/core'
import * as z from 'zod/mini'
import { safeImageUrl } from '../discovery/image-url.js'

/** The id of the WalletConnect connector (stored to restore the session after a reload). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/**
 * Where WalletConnect keeps its keys, pairings and sessions: the key-value shape its core
 * takes (`getKeys`, `getEntries`, `getItem`, `setItem`, `removeItem`, all async).
 */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** What a wallet shows about the app while pairing. */
export interface WalletConnectMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** Options of the WalletConnect connector (`createEvmAdapter({ walletConnect })`). */
export interface WalletConnectOptions {
  /**
   * The relay the app and the wallet exchange messages through (`wss://…`, or `ws://` on
   * loopback). Default: the client's `services.relay`. One of the two is required: Foyer
   * never picks a relay for you.
   */
  relayUrl?: string
  /** Project id sent to the relay, when yours asks for one. */
  projectId?: string
  /** What wallets show about the app; by default read from the page (title, description, origin, favicon). */
  metadata?: WalletConnectMetadata
  /**
   * RPC endpoint per network for reads made through the session; by default the adapter's
   * `rpcUrls`, then the network's own. Every configured network must end up with one, so
   * that nothing falls back to a vendor's hosted RPC.
   */
  rpcMap?: Partial<Record<CaipNetworkId, string>>
  /** Where sessions are kept; by default IndexedDB in browsers. Pass one in Node. */
  storage?: WalletConnectStorage
  /** Prefix of the stored keys (default `'foyer'`); two apps on one origin need different ones. */
  storagePrefix?: string
  /** Connector name shown in the modal (default 'WalletConnect'). */
  name?: string
  /** Connector image (https or data:). */
  imageUrl?: string
}

const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', {
  error: 'must be a function',
})
const relayUrl = z.url({ protocol: /^wss?$/, error: 'must be a ws:// or wss:// URL' })
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

/** The schema {@link WalletConnectOptions} are checked against. */
export const walletConnectOptionsSchema = z.object({
  relayUrl: z.optional(relayUrl),
  projectId: z.optional(z.string().check(z.minLength(1))),
  metadata: z.optional(
    z.object({
      name: z.string(),
      description: z.string(),
      url: z.string(),
      icons: z.array(z.string()),
    }),
  ),
  rpcMap: z.optional(z.record(z.string().check(z.regex(/^eip155:[0-9]+$/)), httpUrl)),
  storage: z.optional(
    z.looseObject({ getKeys: fn, getEntries: fn, getItem: fn, setItem: fn, removeItem: fn }),
  ),
  storagePrefix: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,64}$/))),
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  imageUrl: z.optional(z.string()),
})

/** Options after checking, with defaults applied. */
export interface ResolvedWalletConnectOptions
  extends Omit<WalletConnectOptions, 'name' | 'storagePrefix' | 'imageUrl'> {
  name: string
  storagePrefix: string
  imageUrl: string | undefined
  /** Foyer's logger (core's, handed over at setup); WalletConnect writes its logs there. */
  logger?: FoyerLogger
}

/** What a session opens with: the options, with the relay chosen (see `relay-url.ts`). */
export type SessionOptions = ResolvedWalletConnectOptions & { relayUrl: string }

/** Checks the options; a misconfiguration throws a TypeError naming the field. */
export function resolveWalletConnectOptions(
  options: WalletConnectOptions,
): ResolvedWalletConnectOptions {
  const parsed = walletConnectOptionsSchema.safeParse(options)
  if (!parsed.success) {
    throw new TypeError(`Invalid walletConnect options: ${z.prettifyError(parsed.error)}`)
  }
  return {
    ...options,
    name: options.name ?? 'WalletConnect',
    storagePrefix: options.storagePrefix ?? 'foyer',
    imageUrl: safeImageUrl(options.imageUrl),
  }
}

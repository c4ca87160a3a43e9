import * as z from 'zod/mini'
import { fetchJson, MAX_RESPONSE_BYTES } from './fetch-json.js'
import { createDirectoryImageUrls } from './image-urls.js'
import {
  type DirectoryWallet,
  parseAnalyticsConfig,
  parseWalletsResponse,
  type WalletsPage,
} from './parse-response.js'
import {
  type BadgeType,
  CAIP2_NETWORK_ID_PATTERN,
  DEFAULT_WALLETS_PER_PAGE,
  DIRECTORY_ID_PATTERN,
  MAX_LIST_PARAM_ITEMS,
  MAX_SEARCH_LENGTH,
  MAX_WALLETS_PER_PAGE,
  SDK_TYPE_PATTERN,
  SDK_VERSION_PATTERN,
  SEARCH_WALLETS_PER_PAGE,
  WALLET_DIRECTORY_PATHS,
} from './protocol.js'
import { createUrlBuilder } from './request-url.js'

/** Request timeout when none is given, in ms (SPEC §9: HTTP timeout 10000 ms). */
export const DEFAULT_TIMEOUT_MS = 10_000
/** A search resolves no sooner than this after it was asked (SPEC §9: 300 ms minimum wait). */
export const SEARCH_MINIMUM_WAIT_MS = 300

/** Options of {@link createWalletDirectoryClient}. */
export interface WalletDirectoryClientOptions {
  /** Base URL of the directory, e.g. `http://127.0.0.1:8787` or `https://x.example/dir`. */
  baseUrl: string
  /** Sent as `projectId` with every request. */
  projectId?: string
  /** Sent as `st` with every request, e.g. `foyer`. */
  sdkType?: string
  /** Sent as `sv` with every request, e.g. `react-1.7.3`. */
  sdkVersion?: string
  /** The fetch to use. Default `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch
  /** Per-request timeout in ms. Default {@link DEFAULT_TIMEOUT_MS}. */
  timeoutMs?: number
  /** Minimum time a search takes, in ms. Default {@link SEARCH_MINIMUM_WAIT_MS}. */
  searchMinimumWaitMs?: number
  /**
   * Largest response body read, in bytes; a larger one is cut off while streaming and fails
   * with `SOMETHING_WENT_WRONG`. Default {@link MAX_RESPONSE_BYTES} (4 MiB).
   */
  maxResponseBytes?: number
  /** Receives a message per dropped entry or ignored link. Default `console.warn`. */
  onWarning?: (message: string) => void
}

/** Parameters of {@link WalletDirectoryClient.getWallets}. Lists are wallet ids / CAIP-2 ids. */
export interface GetWalletsParams {
  /** 1-based page. Default 1. */
  page?: number
  /** Wallets per page, 1 to 100. Default 40 (SPEC §9). */
  entries?: number
  include?: readonly string[]
  /**
   * Wallets to leave out. Ids no directory wallet can have (a Wallet Standard connector id
   * with spaces, say) are dropped: they would leave nothing out, and must not fail the page.
   */
  exclude?: readonly string[]
  /** CAIP-2 network ids; wallets supporting any of them. */
  chains?: readonly string[]
  /** Case-insensitive name search; trimmed and cut to 100 characters. */
  search?: string
  badgeType?: BadgeType
  /** Aborts the request ('Request was aborted'). */
  signal?: AbortSignal
}

/** Parameters of {@link WalletDirectoryClient.searchWallets}: `search` is required. */
export type SearchWalletsParams = GetWalletsParams & { search: string }

/** A client of one wallet directory. Create with {@link createWalletDirectoryClient}. */
export interface WalletDirectoryClient {
  /** Origin of the directory (image URLs must be on it). */
  readonly origin: string
  /** One page of wallets; malformed entries are dropped with a warning. */
  getWallets(params?: GetWalletsParams): Promise<WalletsPage>
  /** A name search: 100 entries per page by default, no sooner than 300 ms (SPEC §9). */
  searchWallets(params: SearchWalletsParams): Promise<WalletsPage>
  /** `{ isAnalyticsEnabled }` of the directory. */
  getAnalyticsConfig(options?: { signal?: AbortSignal }): Promise<{ isAnalyticsEnabled: boolean }>
  /** URL of `/getWalletImage/{imageId}`. Throws `TypeError` for a malformed id. */
  walletImageUrl(imageId: string): string
  /** URL of `/public/getAssetImage/{id}` (network badges by CAIP-2 id). */
  assetImageUrl(id: string): string
  /** URL of `/public/getCurrencyImage/{code}` (ISO 4217 code). */
  currencyImageUrl(code: string): string
  /** URL of `/public/getTokenImage/{symbol}`. */
  tokenImageUrl(symbol: string): string
}

const idSchema = z.string().check(z.regex(DIRECTORY_ID_PATTERN))
const optionsSchema = z.object({
  baseUrl: z.url({ protocol: /^https?$/ }),
  projectId: z.optional(idSchema),
  sdkType: z.optional(z.string().check(z.regex(SDK_TYPE_PATTERN))),
  sdkVersion: z.optional(z.string().check(z.regex(SDK_VERSION_PATTERN))),
  fetch: z.optional(z.custom<typeof globalThis.fetch>((value) => typeof value === 'function')),
  timeoutMs: z.optional(z.int().check(z.positive(), z.lte(600_000))),
  searchMinimumWaitMs: z.optional(z.int().check(z.nonnegative(), z.lte(10_000))),
  maxResponseBytes: z.optional(z.int().check(z.positive())),
  onWarning: z.optional(
    z.custom<(message: string) => void>((value) => typeof value === 'function'),
  ),
})

const idList = z.optional(z.array(idSchema).check(z.maxLength(MAX_LIST_PARAM_ITEMS)))
const paramsSchema = z.object({
  page: z.optional(z.int().check(z.positive(), z.lte(1_000_000))),
  entries: z.optional(z.int().check(z.positive(), z.lte(MAX_WALLETS_PER_PAGE))),
  include: idList,
  exclude: idList,
  chains: z.optional(
    z
      .array(z.string().check(z.regex(CAIP2_NETWORK_ID_PATTERN)))
      .check(z.maxLength(MAX_LIST_PARAM_ITEMS)),
  ),
  search: z.optional(z.string()),
  badgeType: z.optional(z.enum(['none', 'certified'])),
  signal: z.optional(z.custom<AbortSignal>((value) => value instanceof AbortSignal)),
})

/**
 * A client of a wallet directory (SPEC §7). Every response is validated: a non-OK status
 * throws `FoyerError` 'HTTP status code: N', a timeout or abort 'Request was aborted', a
 * malformed envelope or an unreachable directory `SOMETHING_WENT_WRONG` with details.
 * Throws `TypeError` for bad options.
 *
 * @example
 * const directory = createWalletDirectoryClient({ baseUrl: 'http://127.0.0.1:8787', sdkType: 'foyer', sdkVersion: 'react-1.7.3' })
 * const { data, count } = await directory.getWallets({ page: 1 })
 */
export function createWalletDirectoryClient(
  options: WalletDirectoryClientOptions,
): WalletDirectoryClient {
  const parsed = optionsSchema.safeParse(options)
  if (!parsed.success) {
    throw new TypeError(`Invalid wallet directory client options: ${z.prettifyError(parsed.error)}`)
  }
  const config = parsed.data
  const baseUrl = new URL(config.baseUrl)
  const urls = createUrlBuilder(baseUrl, config)
  const fetchFn = config.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const maxBytes = config.maxResponseBytes ?? MAX_RESPONSE_BYTES
  const searchWaitMs = config.searchMinimumWaitMs ?? SEARCH_MINIMUM_WAIT_MS
  const warn = config.onWarning ?? ((message: string) => console.warn(message))
  const images = createDirectoryImageUrls(baseUrl, config)
  const parseContext = {
    directoryOrigin: baseUrl.origin,
    walletImageUrl: images.walletImageUrl,
    warn,
  }

  const getWallets = async (params: GetWalletsParams = {}): Promise<WalletsPage> => {
    const checked = paramsSchema.safeParse(
      params.exclude
        ? { ...params, exclude: params.exclude.filter((id) => DIRECTORY_ID_PATTERN.test(id)) }
        : params,
    )
    if (!checked.success) {
      throw new TypeError(`Invalid getWallets parameters: ${z.prettifyError(checked.error)}`)
    }
    const p = checked.data
    const search =
      p.search === undefined ? undefined : [...p.search.trim()].slice(0, MAX_SEARCH_LENGTH).join('')
    const url = urls.build(WALLET_DIRECTORY_PATHS.wallets, {
      page: String(p.page ?? 1),
      entries: String(p.entries ?? DEFAULT_WALLETS_PER_PAGE),
      include: p.include?.length ? p.include.join(',') : undefined,
      exclude: p.exclude?.length ? p.exclude.join(',') : undefined,
      chains: p.chains?.length ? p.chains.join(',') : undefined,
      search: search || undefined,
      badge_type: p.badgeType,
    })
    const body = await fetchJson(url, { fetch: fetchFn, timeoutMs, maxBytes, signal: p.signal })
    return parseWalletsResponse(body, parseContext)
  }

  return {
    origin: baseUrl.origin,
    getWallets,
    async searchWallets(params) {
      const [page] = await Promise.all([
        getWallets({ entries: SEARCH_WALLETS_PER_PAGE, ...params }),
        new Promise((resolve) => setTimeout(resolve, searchWaitMs)),
      ])
      return page
    },
    async getAnalyticsConfig({ signal } = {}) {
      const url = urls.build(WALLET_DIRECTORY_PATHS.analyticsConfig)
      return parseAnalyticsConfig(
        await fetchJson(url, { fetch: fetchFn, timeoutMs, maxBytes, signal }),
      )
    },
    ...images,
  }
}

export type { DirectoryWallet, WalletsPage }

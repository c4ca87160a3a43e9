/**
 * The wallet directory HTTP protocol (SPEC §7): paths, query parameter names, limits and
 * wire types. Shared by the browser client and the self-hostable server so both speak the
 * same protocol. No runtime dependencies; safe to import anywhere.
 */

/** Paths of the directory's endpoints. Image paths take the image id as a last segment. */
export const WALLET_DIRECTORY_PATHS = {
  wallets: '/getWallets',
  walletImage: '/getWalletImage',
  assetImage: '/public/getAssetImage',
  currencyImage: '/public/getCurrencyImage',
  tokenImage: '/public/getTokenImage',
  analyticsConfig: '/getAnalyticsConfig',
} as const

/** Query parameter names every request carries (SPEC §7: project id, sdk type, sdk version). */
export const SDK_QUERY_PARAMS = {
  projectId: 'projectId',
  sdkType: 'st',
  sdkVersion: 'sv',
} as const

/** Query parameter names of `/getWallets`. */
export const GET_WALLETS_QUERY_PARAMS = [
  'page',
  'entries',
  'include',
  'exclude',
  'chains',
  'search',
  'badge_type',
] as const

/** Wallets per page of the wallet list (SPEC §9: wallet list 40 per page). */
export const DEFAULT_WALLETS_PER_PAGE = 40
/** Entries of one search request (SPEC §9: search 100 entries). */
export const SEARCH_WALLETS_PER_PAGE = 100
/** The largest `entries` value the directory accepts. */
export const MAX_WALLETS_PER_PAGE = 100
/** The longest `search` text the directory accepts. */
export const MAX_SEARCH_LENGTH = 100
/** The most ids one `include` / `exclude` / `chains` list may hold. */
export const MAX_LIST_PARAM_ITEMS = 500

/** SDK versions starting with this prefix get some wallets hidden (SPEC §7). */
export const HTML_CORE_SDK_VERSION_PREFIX = 'html-core-'

/** Wallet ids, image ids and project ids: letters, digits, `_`, `-`, `.`, `:`. */
export const DIRECTORY_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/
/** A CAIP-2 network id (`eip155:1`, `solana:5eykt4Us…`), any namespace. */
export const CAIP2_NETWORK_ID_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
/** The sdk type (`st`), e.g. `foyer`. */
export const SDK_TYPE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/
/** The sdk version (`sv`), e.g. `react-1.7.3`, `html-core-1.7.3`. */
export const SDK_VERSION_PATTERN = /^[A-Za-z0-9_.+-]{1,64}$/

/**
 * `badge_type` filter: `certified` lists certified wallets only; `none` applies no filter
 * (the same as leaving it out).
 */
export type BadgeType = 'none' | 'certified'

/** One wallet list entry as the directory sends it (SPEC §3 plus store links). */
export interface WireWallet {
  id: string
  name: string
  /** Id for `/getWalletImage/{image_id}`. */
  image_id: string
  /** EIP-6963 reverse-DNS id of the wallet's injected provider, when known. */
  rdns: string | null
  /** CAIP-2 network ids the wallet supports. */
  chains: string[]
  /** Mobile deep link (`scheme://`) or universal link (`https://`). */
  mobile_link: string | null
  /** Desktop deep link or universal link. */
  desktop_link: string | null
  /** Web app address (`https://`). */
  webapp_link: string | null
  homepage: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  badge_type: BadgeType
}

/** `/getWallets` response. `count` is the number of matching wallets over all pages. */
export interface WireWalletsResponse {
  data: WireWallet[]
  count: number
}

/** `/getAnalyticsConfig` response. */
export interface WireAnalyticsConfig {
  isAnalyticsEnabled: boolean
}

/** Body of every error response (HTTP 4xx/5xx). */
export interface WireErrorBody {
  error: { code: string; message: string }
}

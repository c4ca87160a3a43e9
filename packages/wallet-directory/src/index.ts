export {
  createWalletDirectoryClient,
  DEFAULT_TIMEOUT_MS,
  type GetWalletsParams,
  SEARCH_MINIMUM_WAIT_MS,
  type SearchWalletsParams,
  type WalletDirectoryClient,
  type WalletDirectoryClientOptions,
} from './client.js'
export {
  type DirectoryWallet,
  type ParseContext,
  parseAnalyticsConfig,
  parseWalletsResponse,
  type WalletsPage,
} from './parse-response.js'
export {
  type BadgeType,
  DEFAULT_WALLETS_PER_PAGE,
  MAX_WALLETS_PER_PAGE,
  SDK_QUERY_PARAMS,
  SEARCH_WALLETS_PER_PAGE,
  WALLET_DIRECTORY_PATHS,
} from './protocol.js'
export {
  isAllowedImageUrl,
  sanitizeDeepLink,
  sanitizeHttpsUrl,
  sanitizeWalletName,
} from './sanitize.js'

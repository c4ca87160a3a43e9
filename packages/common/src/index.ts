// Addresses
export {
  type BitcoinAddressType,
  type BitcoinNetworkName,
  bitcoinAddressType,
  isBitcoinAddress,
} from './address/bitcoin.js'
export { isEvmAddress } from './address/evm.js'
export { isAddressInNamespace } from './address/for-namespace.js'
export { isAddressOnNetwork } from './address/for-network.js'
export { isSolanaAddress } from './address/solana.js'
// CAIP ids and addresses
export {
  CHAIN_NAMESPACES,
  caipNetworkIdOf,
  formatCaipAddress,
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip/parse.js'
export { caipAddressSchema, caipNetworkIdSchema, chainNamespaceSchema } from './caip/schemas.js'
export type { CaipAddress, CaipNetworkId, ChainNamespace } from './caip/types.js'
// Constants
export {
  ACCOUNT_TYPES,
  type AccountType,
  DEFAULT_ACCOUNT_TYPES,
  FALLBACK_ACCOUNT_TYPE,
} from './constants/accounts.js'
export {
  AUTH_EVENT_TIMEOUT_MS,
  EMAIL_LOGIN_COOLDOWN_MS,
  emailCooldownSecondsLeft,
} from './constants/auth.js'
export {
  BALANCE_DISPLAY_DECIMALS,
  MONEY_DISPLAY_DECIMALS,
  TOKEN_BALANCE_RETRY_MS,
} from './constants/balances.js'
export {
  ENS_NAME_CACHE_TTL_MS,
  IDENTITY_CACHE_TTL_MS,
  NATIVE_BALANCE_CACHE_TTL_MS,
  PORTFOLIO_BALANCE_CACHE_TTL_MS,
} from './constants/cache.js'
export {
  CONNECT_RETRY_DELAY_MS,
  isPairingExpired,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
} from './constants/connection.js'
export {
  type ConnectMethod,
  DEFAULT_CONNECT_METHOD_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_SOCIAL_LOGINS,
  type FeatureModule,
  type Features,
  OPTIONAL_FEATURE_MODULES,
  type SocialLogin,
} from './constants/features.js'
export {
  isSupportedLocale,
  localeDirection,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from './constants/locales.js'
export {
  DEFAULT_LOG_LEVEL,
  LOG_BUFFER_BYTES,
  LOG_LEVELS,
  type LogLevel,
} from './constants/logging.js'
export {
  ACTIVITY_SUPPORTED_NAMESPACES,
  BALANCE_SUPPORTED_NAMESPACES,
  BITCOIN_NATIVE_DECIMALS,
  DEFAULT_CAIP_NETWORK_ID,
  NATIVE_TOKEN_ADDRESS,
  SOLANA_NATIVE_DECIMALS,
} from './constants/networks.js'
export {
  FALLBACK_LATENCY_WEIGHT,
  FALLBACK_PING_INTERVAL_MS,
  FALLBACK_SAMPLE_COUNT,
  FALLBACK_STABILITY_WEIGHT,
  RPC_BATCH_LIMIT,
  RPC_DEDUPE_CACHE_SIZE,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
  rpcRetryDelayMs,
} from './constants/rpc.js'
export { DEFAULT_SDK_VERSION } from './constants/sdk.js'
export {
  DEFAULT_SLIPPAGE,
  ONRAMP_FEE_MAX_PERCENT,
  ONRAMP_FEE_MIN_PERCENT,
  SWAP_SUPPORTED_CAIP_NETWORK_IDS,
} from './constants/swap.js'
export {
  ERROR_MESSAGE_DELAY_MS,
  FRAME_READY_DELAY_MS,
  HEADER_TEXT_ANIMATION_MS,
  IMAGE_PRELOAD_TIMEOUT_MS,
  MODAL_HEIGHT_ANIMATION_MS,
  MODAL_WIDTH_PX,
  SHAKE_MS,
  TOAST_SWAP_MS,
  VIEW_TRANSITION_MS,
} from './constants/ui.js'
export {
  RECENT_WALLETS_KEPT,
  RECOMMENDED_WALLETS_COUNT,
  SEARCH_ENTRIES,
  SEARCH_MIN_WAIT_MS,
  WALLET_LIST_PAGE_SIZE,
} from './constants/wallets.js'
export { alertKeyForError } from './errors/alert-for-error.js'
// Errors
export { ALERT_KEYS, ALERTS, type Alert, type AlertKey } from './errors/alerts.js'
export {
  FoyerError,
  type FoyerErrorCode,
  type FoyerErrorOptions,
  type FoyerErrorValueNames,
  isFoyerError,
} from './errors/FoyerError.js'
export { frameError } from './errors/frame-error.js'
export { errorFromProvider } from './errors/from-provider.js'
export {
  NODE_ERROR_PATTERNS,
  nodeErrorCodeFromMessage,
  USER_REJECTION_PATTERN,
} from './errors/node-errors.js'
export {
  ERROR_CODE_BY_RPC_CODE,
  GENERIC_RPC_CODES,
  RPC_ERROR_CODE,
} from './errors/provider-codes.js'
// Formatting
export { shortenAddress } from './format/address.js'
export { formatBalance } from './format/balance.js'
export { formatMoney } from './format/money.js'
// Messages
export { en, type Messages } from './messages/en.js'
export {
  formatMessage,
  type MessageValues,
  type PlaceholderNames,
} from './messages/format.js'
// Names
export { accountNameSchema, isValidAccountName } from './names/account-name.js'
export { chainIdToCoinType, ETH_COIN_TYPE, MAX_COIN_TYPE_CHAIN_ID } from './names/coin-type.js'
// Networks
export {
  bitcoin,
  bitcoinNetworkName,
  bitcoinRegtest,
  bitcoinTestnet,
} from './networks/bitcoin.js'
export { defineNetwork, type NetworkDefinition } from './networks/define.js'
export { findNetwork } from './networks/find.js'
export { fromViemChain, type ViemChainLike } from './networks/from-viem-chain.js'
export { isNativeTokenAddress } from './networks/native-token.js'
export { solana, solanaDevnet, solanaTestnet } from './networks/solana.js'
export type { BlockExplorer, NativeCurrency, Network, RpcUrls } from './networks/types.js'
export {
  assertRpcMethodAllowed,
  RPC_METHODS_NEEDING_APPROVAL,
  type RpcMethodNeedingApproval,
  type RpcMethodPolicy,
  rpcMethodPolicy,
  SAFE_RPC_METHODS,
  type SafeRpcMethod,
  SOLANA_SIGNING_METHODS,
} from './rpc/methods.js'
// RPC methods
export { RECOVERY_PASSWORD_APPROVAL } from './rpc/recovery-approval.js'
export {
  type SwapAllowance,
  type SwapQuote,
  type SwapToken,
  type SwapTransaction,
  swapAllowanceSchema,
  swapApproveAnswerSchema,
  swapCalldataAnswerSchema,
  swapChainsSchema,
  swapQuoteSchema,
  swapTokenSchema,
  swapTokensSchema,
  swapTransactionSchema,
} from './swap/swap-answers.js'
export { SWAP_ENDPOINTS } from './swap/swap-endpoints.js'
// Untrusted input: deep links and display names
export { isWalletAppScheme, WALLET_SCHEME_PATTERN } from './untrusted/deep-link.js'
export { sanitizeDisplayName } from './untrusted/display-name.js'
// Validation
export {
  emailSchema,
  isSocialProvider,
  isValidEmail,
  otpSchema,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  socialProviderSchema,
} from './validation/auth.js'
export { type GasCheckInput, hasInsufficientGas } from './validation/gas.js'
export { allNetworksInEip155, supportsIdentityLookup } from './validation/networks.js'
export { isOriginPattern, originMatches } from './validation/origin-pattern.js'
export {
  parseSendCalls,
  type SendCall,
  sendCallSchema,
  sendCallsParamsSchema,
} from './validation/send-calls.js'
export {
  assertValidSendInput,
  isValidSendInput,
  type SendInput,
} from './validation/send-input.js'

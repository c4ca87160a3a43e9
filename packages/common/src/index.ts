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
// Messages
export { en, type Messages } from './messages/en.js'
export {
  formatMessage,
  type MessageValues,
  type PlaceholderNames,
} from './messages/format.js'
// Networks
export type { BlockExplorer, NativeCurrency, Network, RpcUrls } from './networks/types.js'

export {
  BITCOIN_CAPABILITIES,
  BITCOIN_RECONNECT_TIMEOUT_MS,
  BITCOIN_REQUEST_CONNECTOR_ID,
  type BitcoinAdapter,
  type BitcoinAdapterOptions,
  createBitcoinAdapter,
} from './create-bitcoin-adapter.js'
export {
  APP_READY_EVENT,
  REGISTER_WALLET_EVENT,
  startStandardDiscovery,
} from './discovery/standard-discovery.js'
export { ESPLORA_TIMEOUT_MS, fetchConfirmedBalance } from './esplora/esplora-client.js'
export type { BitcoinConnector } from './state.js'
export { type BitcoinRequestProvider, requestBackend } from './wallet/request-backend.js'
export {
  BITCOIN_STANDARD_FEATURES,
  type StandardWallet,
  standardBackend,
} from './wallet/standard-backend.js'
export type {
  BitcoinAccountPurpose,
  BitcoinMessageProtocol,
  BitcoinWalletAccount,
  BitcoinWalletBackend,
} from './wallet/types.js'

export type { CoinbaseWalletConnector } from './coinbase/types.js'
export { RECONNECT_ANNOUNCE_TIMEOUT_MS } from './connection/reconnect-timeout.js'
export {
  createEvmAdapter,
  EVM_CAPABILITIES,
  type EvmAdapter,
  type EvmAdapterOptions,
} from './create-evm-adapter.js'
export {
  ANNOUNCE_PROVIDER_EVENT,
  type Announcement,
  parseAnnouncement,
  REQUEST_PROVIDER_EVENT,
} from './discovery/announcement.js'
export type { EvmConnector } from './discovery/connector-registry.js'
export type { ExternalConnectorOptions } from './discovery/external-connectors.js'
export { safeImageUrl } from './discovery/image-url.js'
export { INJECTED_CONNECTOR_ID } from './discovery/injected.js'
export type { DiscoveryTarget } from './discovery/start-discovery.js'
export {
  type AddEthereumChainParameter,
  addEthereumChainParameter,
} from './network/add-chain-params.js'
export { toViemChain } from './network/to-viem-chain.js'
export type { Eip1193Provider, Eip1193RequestArguments } from './provider/types.js'
export {
  type SiweConfig,
  type SiweMessageParams,
  siwxFromSiweConfig,
} from './siwe/siwe-config.js'
export {
  createEvmTransport,
  type EvmTransportOptions,
  evmTransportConfig,
} from './transport/evm-transport.js'
export {
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectMetadata,
  type WalletConnectOptions,
  type WalletConnectStorage,
} from './walletconnect/options.js'

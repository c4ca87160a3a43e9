export {
  DEFAULT_TEST_CHAIN,
  DEFAULT_TEST_MNEMONIC,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
} from './constants.js'
export type { ApprovalKind, ApprovalRequest, DecisionPolicy } from './decisions.js'
export {
  type AnnounceTarget,
  announceProvider,
  type EIP6963ProviderDetail,
  type EIP6963ProviderInfo,
  eip6963ProviderInfoSchema,
  testWalletProviderInfo,
} from './eip6963.js'
export {
  createWalletEngine,
  SUPPORTED_METHODS,
  type WalletEngine,
  type WalletEngineOptions,
} from './engine.js'
export {
  ProviderRpcError,
  type ProviderRpcErrorShape,
  providerErrorCodes,
  toProviderRpcError,
} from './errors.js'
export type { ProviderEvent, ProviderEventMap } from './event-emitter.js'
export { FORWARDED_METHODS } from './handlers/forwarded.js'
export { testWalletIcon, testWalletIconSvg } from './icon.js'
export {
  type InjectedTestWallet,
  type InjectTestWalletOptions,
  injectTestWallet,
} from './inject.js'
export {
  createPermissionStorage,
  type KeyValueStorage,
  PERMISSION_STORAGE_KEY,
  type PermissionStorage,
  storedPermissionsSchema,
} from './permission-storage.js'
export {
  createTestWalletProvider,
  type RequestArguments,
  type TestWalletProvider,
  type TestWalletProviderOptions,
} from './provider.js'
export type { Decision, WalletChain, WalletState } from './state.js'
export { createMemoryStateStore, type StateChange, type WalletStateStore } from './state-store.js'
export { type ChainConfig, TestWalletConfigError, type WalletConfig } from './wallet-config.js'
export {
  type TestWalletControls,
  type TestWalletStateView,
  testWalletStateViewSchema,
} from './wallet-controls.js'
export { setWindowEthereum, type WindowEthereumMode } from './window-ethereum.js'

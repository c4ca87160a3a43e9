export { ACTIVITY_LIMIT, type ActivityEntry } from './activity.js'
export {
  type ChainBehaviour,
  chainBehaviourSchema,
  createChainBehaviour,
  DEFAULT_CHAIN_BEHAVIOUR,
} from './chain-behaviour.js'
export { type WalletConnectTestWalletState, walletConnectStateSchema } from './control-api.js'
export {
  type WalletConnectTestWalletClient,
  walletConnectTestWalletClient,
} from './control-client.js'
export { WalletConnectMemoryStorage } from './memory-storage.js'
export {
  startWalletConnectTestWalletServer,
  type WalletConnectTestWalletServer,
  type WalletConnectTestWalletServerOptions,
} from './server.js'
export {
  type PairOutcome,
  startWalletConnectTestWallet,
  type WalletConnectTestSession,
  type WalletConnectTestWallet,
  type WalletConnectTestWalletOptions,
} from './wallet.js'
export type { WalletConnectSdk } from './wallet-sdk.js'

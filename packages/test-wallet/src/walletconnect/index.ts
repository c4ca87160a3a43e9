export { ACTIVITY_LIMIT, type ActivityEntry } from './activity.js'
export { WalletConnectMemoryStorage } from './memory-storage.js'
export {
  type PairOutcome,
  startWalletConnectTestWallet,
  type WalletConnectTestSession,
  type WalletConnectTestWallet,
  type WalletConnectTestWalletOptions,
} from './wallet.js'

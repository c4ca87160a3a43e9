export { createBridgedSolanaWallet, type SolanaBridge } from './bridged-wallet.js'
export {
  type InjectedSolanaTestWallet,
  type InjectSolanaTestWalletOptions,
  injectSolanaTestWallet,
} from './inject-solana.js'
export {
  deriveEd25519Key,
  deriveSolanaTestKey,
  type SolanaTestKey,
  solanaTestPath,
} from './keys.js'
export { sendSolanaTransaction } from './rpc-client.js'
export {
  createSolanaWalletEngine,
  SOLANA_LOCALNET_CHAIN,
  type SolanaWalletEngine,
  type SolanaWalletEngineOptions,
  SolanaWalletError,
  signSolanaMessage,
} from './solana-engine.js'
export {
  type ParsedSolanaTransaction,
  parseSolanaTransaction,
  signSolanaTransaction,
} from './transaction-signing.js'
export {
  createStandardSolanaWallet,
  registerSolanaWallet,
  SOLANA_WALLET_FEATURES,
  type StandardSolanaAccount,
  type StandardSolanaWallet,
} from './wallet-standard.js'
export {
  createSolanaWorkerHandler,
  SOLANA_BRIDGE_METHODS,
  SOLANA_WORKER_KEY,
} from './worker-handler.js'

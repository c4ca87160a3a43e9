export { walletChainOf } from './chains.js'
export {
  createSolanaAdapter,
  SOLANA_CAPABILITIES,
  type SolanaAdapter,
  type SolanaAdapterOptions,
} from './create-solana-adapter.js'
export { isSolanaWallet, REQUIRED_FEATURES } from './wallet-standard.js'

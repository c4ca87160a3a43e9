export {
  type BitcoinWalletAccount,
  type BitcoinWalletEngine,
  type BitcoinWalletEngineOptions,
  createBitcoinWalletEngine,
  TEST_WALLET_FEE_RATE,
} from './bitcoin-engine.js'
export {
  type InjectBitcoinTestWalletOptions,
  type InjectedBitcoinTestWallet,
  injectBitcoinTestWallet,
} from './inject-bitcoin.js'
export {
  type BitcoinAccountPurpose,
  type BitcoinTestAccount,
  type BitcoinTestKey,
  deriveBitcoinTestAccount,
} from './keys.js'
export { type BitcoinMessageProtocol, signBip322, signEcdsaMessage } from './message-signing.js'
export { BITCOIN_REGTEST_CAIP_NETWORK_ID, BITCOIN_REGTEST_NETWORK } from './network.js'
export { type PsbtSignInputs, signPsbtInputs } from './psbt-signing.js'
export {
  type BitcoinRequestAnswer,
  type BitcoinRequestProvider,
  createBitcoinRequestProvider,
} from './request-provider.js'
export {
  BITCOIN_WALLET_FEATURES,
  createStandardBitcoinWallet,
  registerStandardWallet,
  type StandardBitcoinAccount,
  type StandardBitcoinWallet,
} from './wallet-standard.js'

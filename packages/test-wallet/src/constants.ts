/**
 * The public development mnemonic of anvil and Hardhat. Its accounts are funded on every
 * local devnet and known to everyone: never send real funds to them.
 */
export const DEFAULT_TEST_MNEMONIC = 'test test test test test test test test test test test junk'

/** The EIP-6963 reverse-DNS id of the Foyer test wallet. */
export const TEST_WALLET_RDNS = 'dev.foyer.testwallet'

/** The name the test wallet announces itself with. */
export const TEST_WALLET_NAME = 'Foyer Test Wallet'

/** The chain the extension starts on before a test configures it: anvil's default node. */
export const DEFAULT_TEST_CHAIN = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8545',
  name: 'Anvil',
} as const

/** The global name under which the extension's service worker exposes its test hooks. */
export const SERVICE_WORKER_CONTROLS = 'foyerTestWallet'

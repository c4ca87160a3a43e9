// The views package's fixtures (in-memory adapter, directory and networks), shared by tests.
export * from '../../../views/src/test-utils/fixture-adapter.js'
export * from '../../../views/src/test-utils/fixture-directory.js'
export * from '../../../views/src/test-utils/fixture-embedded-wallet.js'
export * from '../../../views/src/test-utils/fixture-farcaster-wallet.js'
export * from '../../../views/src/test-utils/fixture-passkey-wallet.js'
export * from '../../../views/src/test-utils/networks.js'
export * from '../../../views/src/test-utils/pairing-adapter.js'

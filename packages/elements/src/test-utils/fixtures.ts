// The views package's fixtures (in-memory adapter and networks), shared by tests.
export * from '../../../views/src/test-utils/fixture-adapter.js'
export * from '../../../views/src/test-utils/networks.js'

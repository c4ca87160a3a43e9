import type { Network } from '@foyer/common'
import type { EvmConnector } from '../discovery/connector-registry.js'

/**
 * A connector the adapter creates once it knows its networks: what `coinbaseWallet()` of
 * `@foyer/adapter-evm/coinbase` returns.
 */
export type CoinbaseWalletConnector = (context: { networks(): readonly Network[] }) => EvmConnector

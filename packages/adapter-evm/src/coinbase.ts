// The `@foyer/adapter-evm/coinbase` entry: the Coinbase Wallet SDK connector. An entry of its
// own, so that an app that does not import it never references the optional
// `@coinbase/wallet-sdk` (bundlers such as Turbopack fail on a missing optional import).
import type { Network } from '@foyer/common'
import { createCoinbaseConnector } from './coinbase/connector.js'
import { type CoinbaseWalletOptions, parseCoinbaseWalletOptions } from './coinbase/options.js'
import type { CoinbaseWalletConnector } from './coinbase/types.js'

export { COINBASE_SDK_CONNECTOR_ID, COINBASE_WALLET_RDNS } from './coinbase/connector.js'
export type { CoinbaseWalletOptions, CoinbaseWalletPreference } from './coinbase/options.js'
export type { CoinbaseWalletConnector } from './coinbase/types.js'

/**
 * The Coinbase Wallet SDK connector, for `createEvmAdapter({ coinbaseWallet })`: "Coinbase
 * Wallet" through `@coinbase/wallet-sdk` (an optional peer dependency, loaded with `import()`
 * on the connector's first request). Listed only while no Coinbase extension is there.
 *
 * @throws TypeError when an option is wrong (checked here, before the adapter exists).
 */
export function coinbaseWallet(options: CoinbaseWalletOptions = {}): CoinbaseWalletConnector {
  parseCoinbaseWalletOptions(options)
  return (context: { networks(): readonly Network[] }) => createCoinbaseConnector(options, context)
}

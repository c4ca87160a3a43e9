import { storedOrigins } from '../stored-origins.js'
import type { TestWalletControls } from '../wallet-controls.js'
import { approveWith } from './approve-with-controls.js'
import { type BitcoinWalletEngine, createBitcoinWalletEngine } from './bitcoin-engine.js'
import { type BitcoinRequestProvider, createBitcoinRequestProvider } from './request-provider.js'
import {
  createStandardBitcoinWallet,
  registerStandardWallet,
  type StandardBitcoinWallet,
} from './wallet-standard.js'

/** Options of {@link injectBitcoinTestWallet}. */
export interface InjectBitcoinTestWalletOptions {
  /** BIP-39 mnemonic; the wallet derives BIP-84 and BIP-86 keys from it. */
  mnemonic: string
  accountIndex?: number
  /** Base URL of the local chain's esplora API. */
  esploraUrl: string
  /** The EVM side's controls: the Bitcoin side takes its decisions from the same queue. */
  controls: Pick<TestWalletControls, 'getState' | 'clearDecisions' | 'queueDecisions'>
  name: string
  icon: `data:image/${string}`
  /** Where approved origins are remembered across reloads (default: nowhere). */
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  /** Also set `window.BitcoinProvider` (the sats-connect request style); default true. */
  requestProvider?: boolean
}

/** What {@link injectBitcoinTestWallet} put into the page. */
export interface InjectedBitcoinTestWallet {
  engine: BitcoinWalletEngine
  wallet: StandardBitcoinWallet
  requestProvider: BitcoinRequestProvider
  remove(): void
}

const APPROVED_KEY = 'foyer-test-wallet:bitcoin-approved-origins'

/**
 * Puts the test wallet's Bitcoin side into a page: registers it as a Wallet Standard wallet
 * (bitcoin features) and sets `window.BitcoinProvider` (sats-connect request style).
 */
export function injectBitcoinTestWallet(
  target: Window,
  options: InjectBitcoinTestWalletOptions,
): InjectedBitcoinTestWallet {
  const origin = () => target.location?.origin ?? 'local'
  const engine = createBitcoinWalletEngine({
    mnemonic: options.mnemonic,
    ...(options.accountIndex === undefined ? {} : { accountIndex: options.accountIndex }),
    esploraUrl: options.esploraUrl,
    approve: () => approveWith(options.controls),
    approvedOrigins: storedOrigins(APPROVED_KEY, options.storage),
  })
  const wallet = createStandardBitcoinWallet(engine, {
    name: options.name,
    icon: options.icon,
    origin,
  })
  const requestProvider = createBitcoinRequestProvider(engine, origin)
  const stop = registerStandardWallet(target, wallet)
  const holder = target as unknown as { BitcoinProvider?: unknown }
  const setProvider = options.requestProvider !== false && holder.BitcoinProvider === undefined
  if (setProvider) holder.BitcoinProvider = requestProvider
  return {
    engine,
    wallet,
    requestProvider,
    remove() {
      stop()
      if (setProvider && holder.BitcoinProvider === requestProvider) delete holder.BitcoinProvider
    },
  }
}

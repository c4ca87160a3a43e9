import {
  type AnnounceTarget,
  announceProvider,
  type EIP6963ProviderInfo,
  testWalletProviderInfo,
} from './eip6963.js'
import {
  createTestWalletProvider,
  type TestWalletProvider,
  type TestWalletProviderOptions,
} from './provider.js'
import { setWindowEthereum, type WindowEthereumMode } from './window-ethereum.js'

/** Options of `injectTestWallet`: the provider's options plus how to expose it. */
export interface InjectTestWalletOptions extends TestWalletProviderOptions {
  /** Overrides parts of the EIP-6963 info (a fresh uuid is made per call). */
  info?: Partial<EIP6963ProviderInfo>
  /** Whether to set `window.ethereum` too; defaults to `'if-absent'`. */
  windowEthereum?: WindowEthereumMode
}

/** What `injectTestWallet` made: the provider, its EIP-6963 info, and a way to remove it. */
export interface InjectedTestWallet {
  provider: TestWalletProvider
  info: EIP6963ProviderInfo
  /** Stops answering EIP-6963 requests and puts back the `window.ethereum` it replaced. */
  remove(): void
}

/**
 * Puts a test wallet into a page without the extension: creates the provider, announces
 * it through EIP-6963 and (by default, if no other wallet did) sets `window.ethereum`.
 */
export function injectTestWallet(
  target: AnnounceTarget & object,
  options: InjectTestWalletOptions,
): InjectedTestWallet {
  const { info: infoOverrides, windowEthereum = 'if-absent', ...providerOptions } = options
  const provider = createTestWalletProvider(providerOptions)
  const info = testWalletProviderInfo(infoOverrides)
  const stopAnnouncing = announceProvider(target, { info, provider })
  const restoreEthereum = setWindowEthereum(target, provider, windowEthereum)
  return {
    provider,
    info,
    remove() {
      stopAnnouncing()
      restoreEthereum?.()
    },
  }
}

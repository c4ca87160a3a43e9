// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { injectDemoTestWallet, isWalletAnnounced } from './inject-test-wallet.js'

const chains = [{ chainId: 31337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:8545' }]
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete (window as { ethereum?: unknown }).ethereum
})

/** A wallet in the page answering EIP-6963 requests, as an extension's content script does. */
function announceWallet(rdns: string) {
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({
          info: { uuid: 'x', name: 'Wallet', icon: 'data:image/svg+xml,<svg/>', rdns },
          provider: { request: async () => null },
        }),
      }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', announce))
}

describe('isWalletAnnounced', () => {
  test('finds a wallet by rdns among the announcements', () => {
    announceWallet('com.other')
    expect(isWalletAnnounced(window, 'dev.foyer.testwallet')).toBe(false)
    announceWallet('dev.foyer.testwallet')
    expect(isWalletAnnounced(window, 'dev.foyer.testwallet')).toBe(true)
  })
})

// The injected wallet keeps answering in this page: the test that injects runs last.
describe('injectDemoTestWallet', () => {
  test('leaves the page alone when the test wallet extension already announced itself', async () => {
    announceWallet('dev.foyer.testwallet')
    expect(await injectDemoTestWallet(chains)).toBe(false)
    expect((window as { ethereum?: unknown }).ethereum).toBeUndefined()
  })

  test('injects the test wallet when no test wallet is in the page', async () => {
    expect(await injectDemoTestWallet(chains)).toBe(true)
    expect(isWalletAnnounced(window, 'dev.foyer.testwallet')).toBe(true)
    const ethereum = (window as { ethereum?: { isFoyerTestWallet?: boolean } }).ethereum
    expect(ethereum?.isFoyerTestWallet).toBe(true)
  })
})

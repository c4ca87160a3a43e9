import { startLocalBitcoin } from '@foyer/devstack'
import { createTestWalletProvider, testWalletIcon } from '@foyer/test-wallet'
import { injectBitcoinTestWallet } from '@foyer/test-wallet/bitcoin'

/** The devnet mnemonic the local chain funds. */
export const MNEMONIC = 'test test test test test test test test test test test junk'

/**
 * A page stand-in (an EventTarget with an origin) holding the real test wallet's Bitcoin side,
 * over a real local chain (esplora API on loopback, blocks only on demand).
 */
export async function startBitcoinPage(origin = 'http://app.test') {
  const chain = await startLocalBitcoin({
    host: '127.0.0.1',
    mnemonic: MNEMONIC,
    blockIntervalMs: 0,
  })
  const page = Object.assign(new EventTarget(), { location: { origin } }) as unknown as Window
  const evm = createTestWalletProvider({
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1', name: 'unused' }],
    origin,
  })
  const injected = injectBitcoinTestWallet(page, {
    mnemonic: MNEMONIC,
    esploraUrl: chain.esploraUrl,
    controls: evm,
    name: 'Foyer Test Wallet',
    icon: testWalletIcon as `data:image/${string}`,
  })
  return { chain, page, controls: evm, injected }
}

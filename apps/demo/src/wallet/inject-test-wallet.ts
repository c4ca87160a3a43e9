import type { DemoChain, DemoSolana } from '../config/demo-config.js'

/** The EIP-6963 reverse-DNS id of the Foyer Test Wallet (page provider and extension). */
const TEST_WALLET_RDNS = 'dev.foyer.testwallet'

/**
 * Whether a wallet with this rdns has announced itself in the page (EIP-6963): wallets
 * answer `eip6963:requestProvider` synchronously, so asking once is enough.
 */
export function isWalletAnnounced(target: Window, rdns: string): boolean {
  let found = false
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<{ info?: { rdns?: unknown } } | undefined>).detail
    if (detail?.info?.rdns === rdns) found = true
  }
  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  target.removeEventListener('eip6963:announceProvider', onAnnounce)
  return found
}

/**
 * Puts the Foyer Test Wallet (devnet keys only) into the page so that a person can try the
 * demo with nothing installed — unless the test wallet extension is already there (the
 * end-to-end tests load it). The wallet's code is its own chunk, loaded only here. The sites
 * it granted are kept in the page's `localStorage`, so that a reload reconnects.
 * Resolves with whether it injected.
 */
export async function injectDemoTestWallet(
  chains: readonly DemoChain[],
  bitcoin?: { esploraUrl: string },
  solana?: Pick<DemoSolana, 'rpcUrl'>,
): Promise<boolean> {
  if (isWalletAnnounced(window, TEST_WALLET_RDNS)) return false
  const { createPermissionStorage, injectTestWallet } = await import('@foyer/test-wallet')
  const injected = injectTestWallet(window, {
    chains: chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
    windowEthereum: 'if-absent',
    // Like a browser wallet, it remembers the sites it granted: a reload stays connected.
    permissionStorage: createPermissionStorage(window.localStorage, window.location.origin),
  })
  if (bitcoin) {
    // Its Bitcoin side (BIP-84/86 keys of the same mnemonic), deciding from the same queue.
    const { injectBitcoinTestWallet } = await import('@foyer/test-wallet/bitcoin')
    const { DEFAULT_TEST_MNEMONIC, TEST_WALLET_NAME, testWalletIcon } = await import(
      '@foyer/test-wallet'
    )
    injectBitcoinTestWallet(window, {
      mnemonic: DEFAULT_TEST_MNEMONIC,
      esploraUrl: bitcoin.esploraUrl,
      controls: injected.provider,
      name: TEST_WALLET_NAME,
      icon: testWalletIcon as `data:image/${string}`,
      storage: window.localStorage,
    })
  }
  if (solana) {
    // Its Solana side (m/44'/501'/0'/0' of the same mnemonic), a Wallet Standard wallet
    // deciding from the same queue and sending through the local Solana RPC.
    const { injectSolanaTestWallet } = await import('@foyer/test-wallet/solana')
    const { DEFAULT_TEST_MNEMONIC, TEST_WALLET_NAME, testWalletIcon } = await import(
      '@foyer/test-wallet'
    )
    injectSolanaTestWallet(window, {
      mnemonic: DEFAULT_TEST_MNEMONIC,
      rpcUrls: { 'solana:localnet': solana.rpcUrl },
      controls: injected.provider,
      name: TEST_WALLET_NAME,
      icon: testWalletIcon as `data:image/${string}`,
      storage: window.localStorage,
    })
  }
  return true
}

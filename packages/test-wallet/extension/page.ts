// MAIN-world content script: puts the key-less bridged provider into the page, announces
// it through EIP-6963 and, if no other wallet did, as window.ethereum.
import './zod-jitless.js'
import { injectBridgedBitcoinWallet } from '../src/bridge/bitcoin-page.js'
import { createBridgedProvider } from '../src/bridge/page-provider.js'
import { TEST_WALLET_NAME } from '../src/constants.js'
import { announceProvider, testWalletProviderInfo } from '../src/eip6963.js'
import { testWalletIcon } from '../src/icon.js'
import { createBridgedSolanaWallet } from '../src/solana/bridged-wallet.js'
import { registerSolanaWallet } from '../src/solana/wallet-standard.js'
import { setWindowEthereum } from '../src/window-ethereum.js'

const provider = createBridgedProvider(window)
announceProvider(window, { info: testWalletProviderInfo(), provider })
setWindowEthereum(window, provider, 'if-absent')
// Its Solana side, once configured with a Solana RPC (`configureTestWalletExtensionSolana`):
// a Wallet Standard wallet whose requests take the same bridge.
void provider.request({ method: 'solana_chains' }).then(
  (chains) => {
    if (!Array.isArray(chains) || chains.length === 0) return
    registerSolanaWallet(
      window,
      createBridgedSolanaWallet(provider, {
        name: TEST_WALLET_NAME,
        icon: testWalletIcon as `data:image/${string}`,
      }),
    )
  },
  () => {},
)
// The Bitcoin side (Wallet Standard bitcoin features, sats-connect style) over the same bridge,
// once configured (`configureTestWalletExtensionBitcoin`), so an EVM-only session sees an
// EVM-only wallet, as with the Solana side.
void provider.request({ method: 'foyer_bitcoin_enabled' }).then(
  (enabled) => {
    if (enabled === true) injectBridgedBitcoinWallet(window, provider)
  },
  () => {},
)

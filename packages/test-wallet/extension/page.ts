// MAIN-world content script: puts the key-less bridged provider into the page, announces
// it through EIP-6963 and, if no other wallet did, as window.ethereum.
import './zod-jitless.js'
import { injectBridgedBitcoinWallet } from '../src/bridge/bitcoin-page.js'
import { createBridgedProvider } from '../src/bridge/page-provider.js'
import { announceProvider, testWalletProviderInfo } from '../src/eip6963.js'
import { setWindowEthereum } from '../src/window-ethereum.js'

const provider = createBridgedProvider(window)
announceProvider(window, { info: testWalletProviderInfo(), provider })
setWindowEthereum(window, provider, 'if-absent')
// The Bitcoin side (Wallet Standard bitcoin features, sats-connect style) over the same bridge.
injectBridgedBitcoinWallet(window, provider)

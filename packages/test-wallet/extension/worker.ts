// The service worker: holds the key, signs, reaches the nodes. Tests configure it through
// `globalThis.foyerTestWallet` (see `configureTestWalletExtension`).
import './zod-jitless.js'
import { BITCOIN_WORKER_CONTROLS } from '../src/bridge/bitcoin-bridge.js'
import { startBitcoinServiceWorker } from '../src/bridge/bitcoin-worker.js'
import type { ChromeApi } from '../src/bridge/chrome-api.js'
import { startTestWalletServiceWorker } from '../src/bridge/service-worker.js'
import { SERVICE_WORKER_CONTROLS } from '../src/constants.js'

declare const chrome: ChromeApi

const controls = startTestWalletServiceWorker(chrome)
Object.assign(globalThis, { [SERVICE_WORKER_CONTROLS]: controls })
// The Bitcoin side: the same keys' BIP-84/86 accounts, deciding from the same queue.
Object.assign(globalThis, {
  [BITCOIN_WORKER_CONTROLS]: startBitcoinServiceWorker(chrome, controls),
})

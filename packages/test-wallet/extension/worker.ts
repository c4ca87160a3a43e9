// The service worker: holds the key, signs, reaches the nodes. Tests configure it through
// `globalThis.foyerTestWallet` (see `configureTestWalletExtension`).
import './zod-jitless.js'
import type { ChromeApi } from '../src/bridge/chrome-api.js'
import { startTestWalletServiceWorker } from '../src/bridge/service-worker.js'
import { SERVICE_WORKER_CONTROLS } from '../src/constants.js'

declare const chrome: ChromeApi

Object.assign(globalThis, { [SERVICE_WORKER_CONTROLS]: startTestWalletServiceWorker(chrome) })

// ISOLATED-world content script: relays between the page's provider and the service worker.
import './zod-jitless.js'
import type { ChromeApi } from '../src/bridge/chrome-api.js'
import { startContentRelay } from '../src/bridge/content-relay.js'

declare const chrome: ChromeApi

startContentRelay(window, chrome)

import { createAccountDeriver } from '../accounts.js'
import { createWalletEngine } from '../engine.js'
import { invalidRequestError, toProviderRpcError } from '../errors.js'
import { createSolanaWorkerHandler } from '../solana/worker-handler.js'
import { defaultWalletState } from '../wallet-config.js'
import { createWalletControls, type TestWalletControls } from '../wallet-controls.js'
import { isBitcoinBridgeMethod } from './bitcoin-bridge.js'
import type { ChromeApi, ChromeMessageSender } from './chrome-api.js'
import { createChromeStateStore } from './chrome-state-store.js'
import { type WorkerResponse, workerRequestSchema } from './messages.js'

/** The origin of the page a content script runs in, from Chrome's own record of it. */
export function senderOrigin(sender: ChromeMessageSender): string | undefined {
  const candidate = sender.origin ?? (sender.url ? new URL(sender.url).origin : undefined)
  return candidate && /^https?:\/\//.test(candidate) ? candidate : undefined
}

/**
 * The extension's service worker: keeps the key, signs, talks to the nodes, and answers
 * the content scripts of this extension only. Returns the test hooks (configuration,
 * decisions, account switch, disconnect) that tests reach through Playwright.
 */
export function startTestWalletServiceWorker(chromeApi: ChromeApi): TestWalletControls & {
  /** Sets the local Solana network's RPC (and with `reset`, forgets granted sites). */
  configureSolana(settings: { rpcUrl: string; reset?: boolean }): Promise<void>
} {
  const deriveAccount = createAccountDeriver()
  const store = createChromeStateStore(chromeApi.storage.local, () =>
    defaultWalletState(deriveAccount),
  )
  const engine = createWalletEngine({ store, deriveAccount })
  // The Solana side: `solana_*` requests of the page's Wallet Standard wallet.
  const solana = createSolanaWorkerHandler(store, chromeApi.storage.local)

  chromeApi.runtime.onMessage.addListener((message, sender, sendResponse) => {
    if (sender.id !== chromeApi.runtime.id) return false
    const parsed = workerRequestSchema.safeParse(message)
    if (!parsed.success) return false
    // The Bitcoin side answers its own requests (bitcoin-worker.ts).
    if (isBitcoinBridgeMethod(parsed.data.method)) return false
    const origin = senderOrigin(sender)
    const respond = (response: WorkerResponse) => sendResponse(response)
    if (!origin) {
      respond({ ok: false, error: invalidRequestError('the sender has no web origin').toJSON() })
      return false
    }
    const { method, params } = parsed.data
    const answer = method.startsWith('solana_')
      ? solana.request(method, params, origin)
      : engine.request({ method, params }, { origin })
    answer.then(
      (result) => respond({ ok: true, result: result ?? null }),
      (error) => respond({ ok: false, error: toProviderRpcError(error).toJSON() }),
    )
    return true
  })

  // Write the default state on first start, so that content scripts can watch it.
  void store.update((state) => state)
  return Object.assign(createWalletControls(store, deriveAccount), {
    configureSolana: solana.configure,
  })
}

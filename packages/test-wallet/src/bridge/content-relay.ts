import { internalError, toProviderRpcError } from '../errors.js'
import { walletStateSchema } from '../state.js'
import { diffWalletEvents } from '../state-events.js'
import type { ChromeApi } from './chrome-api.js'
import { WALLET_STATE_KEY } from './chrome-state-store.js'
import {
  BRIDGE_CHANNEL,
  type BridgedEvent,
  type ContentMessage,
  pageMessageSchema,
  type WorkerRequest,
  workerResponseSchema,
} from './messages.js'
import { type BridgeWindow, bridgeOrigin } from './page-provider.js'

type ContentMessageBody =
  | { type: 'ready' | 'welcome' }
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; error: { code: number; message: string; data?: unknown } }
  | { type: 'event'; payload: BridgedEvent }

/**
 * The extension's content script (isolated world): relays the page provider's requests to
 * the service worker and turns changes of the stored wallet state into EIP-1193 events for
 * this page's origin. Holds no key and keeps no state of its own.
 */
export function startContentRelay(win: BridgeWindow, chromeApi: ChromeApi): void {
  const origin = bridgeOrigin(win)
  let greeted = false
  const post = (body: ContentMessageBody) =>
    win.postMessage({ channel: BRIDGE_CHANNEL, from: 'content', ...body } as ContentMessage, origin)

  const askWorker = async (method: string, params?: unknown): Promise<unknown> => {
    const request: WorkerRequest = { channel: BRIDGE_CHANNEL, type: 'rpc', method, params }
    let answer: unknown
    try {
      answer = await chromeApi.runtime.sendMessage(request)
    } catch (error) {
      throw internalError(`The test wallet extension did not answer: ${String(error)}`)
    }
    const parsed = workerResponseSchema.safeParse(answer)
    if (!parsed.success)
      throw internalError('The test wallet extension answered something unexpected.')
    if (!parsed.data.ok) throw toProviderRpcError(parsed.data.error)
    return parsed.data.result
  }

  const greet = async () => {
    post({ type: 'welcome' })
    if (greeted) return
    greeted = true
    try {
      const chainId = await askWorker('eth_chainId')
      post({
        type: 'event',
        payload: { event: 'connect', data: { chainId: chainId as `0x${string}` } },
      })
    } catch (error) {
      console.warn('The test wallet could not read its chain id:', error)
    }
  }

  win.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== win || event.origin !== origin) return
    const parsed = pageMessageSchema.safeParse(event.data)
    if (!parsed.success) return
    const message = parsed.data
    if (message.type === 'hello') {
      void greet()
      return
    }
    askWorker(message.method, message.params).then(
      (result) => post({ type: 'result', id: message.id, result }),
      (error) => post({ type: 'error', id: message.id, error: toProviderRpcError(error).toJSON() }),
    )
  })

  chromeApi.storage.onChanged.addListener((changes, areaName) => {
    const change = changes[WALLET_STATE_KEY]
    if (areaName !== 'local' || !change) return
    const before = walletStateSchema.safeParse(change.oldValue)
    const after = walletStateSchema.safeParse(change.newValue)
    if (!before.success || !after.success) return
    for (const walletEvent of diffWalletEvents(before.data, after.data, origin)) {
      const payload =
        walletEvent.event === 'disconnect'
          ? { event: 'disconnect' as const, data: walletEvent.data.toJSON() }
          : walletEvent
      post({ type: 'event', payload })
    }
  })

  post({ type: 'ready' })
}

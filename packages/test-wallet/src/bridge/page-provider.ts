import { invalidParamsError, invalidRequestError, ProviderRpcError } from '../errors.js'
import { createProviderEventEmitter, type ProviderEventMap } from '../event-emitter.js'
import type { RequestArguments } from '../provider.js'
import { describeIssues, requestArgumentsSchema } from '../schemas.js'
import {
  BRIDGE_CHANNEL,
  type ContentMessage,
  contentMessageSchema,
  type PageMessage,
} from './messages.js'

/** The page's side of the extension: an EIP-1193 provider that holds no key. */
export interface BridgedProvider {
  readonly isFoyerTestWallet: true
  request(args: RequestArguments): Promise<unknown>
  on<E extends keyof ProviderEventMap>(event: E, listener: ProviderEventMap[E]): void
  removeListener<E extends keyof ProviderEventMap>(event: E, listener: ProviderEventMap[E]): void
}

/** The part of `window` the bridge needs. */
export type BridgeWindow = Pick<Window, 'postMessage' | 'addEventListener' | 'location'>

/** The origin to post to and accept from: the page's own. */
export const bridgeOrigin = (win: Pick<Window, 'location'>) => win.location.origin

/**
 * Creates the provider the extension puts into the page. Requests travel by
 * `window.postMessage` to the extension's content script, which relays them to the service
 * worker where the key lives; events come back the same way. Messages from other windows
 * or origins, and messages that fail their schema, are ignored.
 */
export function createBridgedProvider(win: BridgeWindow): BridgedProvider {
  const origin = bridgeOrigin(win)
  const events = createProviderEventEmitter()
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>()
  const waiting: PageMessage[] = []
  let welcomed = false
  let nextId = 1

  const post = (message: PageMessage) => win.postMessage(message, origin)
  const hello = () => post({ channel: BRIDGE_CHANNEL, from: 'page', type: 'hello' })

  const handle = (message: ContentMessage) => {
    switch (message.type) {
      case 'ready':
        if (!welcomed) hello()
        return
      case 'welcome':
        if (welcomed) return
        welcomed = true
        for (const request of waiting.splice(0)) post(request)
        return
      case 'result':
        pending.get(message.id)?.resolve(message.result)
        pending.delete(message.id)
        return
      case 'error': {
        const { code, message: text, data } = message.error
        pending.get(message.id)?.reject(new ProviderRpcError(code, text, data))
        pending.delete(message.id)
        return
      }
      case 'event': {
        const { payload } = message
        if (payload.event === 'disconnect') {
          events.emit('disconnect', new ProviderRpcError(payload.data.code, payload.data.message))
        } else {
          events.emit(payload.event, payload.data as never)
        }
      }
    }
  }

  win.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== win || event.origin !== origin) return
    const parsed = contentMessageSchema.safeParse(event.data)
    if (parsed.success) handle(parsed.data)
  })
  hello()

  return {
    isFoyerTestWallet: true,
    request(args) {
      const parsed = requestArgumentsSchema.safeParse(args)
      if (!parsed.success) {
        return Promise.reject(invalidRequestError(describeIssues(parsed.error, 'request')))
      }
      const { method, params } = parsed.data
      const id = nextId++
      const message: PageMessage = {
        channel: BRIDGE_CHANNEL,
        from: 'page',
        type: 'request',
        id,
        method,
        params,
      }
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject })
        try {
          if (welcomed) post(message)
          else waiting.push(structuredClone(message))
        } catch (error) {
          pending.delete(id)
          reject(
            invalidParamsError(
              method,
              `the params cannot be sent to the wallet (${String(error)})`,
            ),
          )
        }
      })
    },
    on: events.on,
    removeListener: events.removeListener,
  }
}

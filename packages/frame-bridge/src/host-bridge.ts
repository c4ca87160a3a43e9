import { AUTH_EVENT_TIMEOUT_MS, FoyerError, FRAME_READY_DELAY_MS, frameError } from '@foyer/common'
import {
  errorPayloadSchema,
  errorType,
  eventEnvelopeSchema,
  FRAME_CHANNEL,
  FRAME_EVENTS,
  FRAME_REQUESTS,
  type FrameEventPayload,
  type FrameEventType,
  type FrameRequestPayload,
  type FrameRequestType,
  type FrameSuccessPayload,
  newRequestId,
  responseEnvelopeSchema,
  successType,
} from './protocol.js'
import { type BridgeStats, StatsCounter } from './stats.js'

/** Requests that wait for the user (email, social) and abort after 30 s (SPEC §9). */
export const TIMED_REQUESTS: ReadonlySet<FrameRequestType> = new Set<FrameRequestType>([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'SHOW_FARCASTER_QR',
  'CONNECT_FARCASTER',
  'UPDATE_EMAIL',
])

/** Options of a {@link FrameBridge}. */
export type FrameBridgeOptions = {
  /** The origin the frame is served from, e.g. 'https://secure.example.com'. */
  frameOrigin: string
  /** The window whose messages to listen to (default: the global window). */
  window?: Window
}

/** Options of one request. */
export type FrameRequestOptions = {
  /** Aborts the request with 'Request was aborted'. */
  signal?: AbortSignal
}

type Pending = {
  type: FrameRequestType
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
  cleanup: () => void
}

type Listener = (payload: never) => void

/**
 * The host page's side of the embedded wallet frame (SPEC §7). Accepts only messages whose
 * `origin` is the frame origin AND whose `source` is the mounted iframe's window; everything
 * else is dropped and counted in {@link FrameBridge.stats}, never thrown. Requests wait until
 * the frame sent its ready event and a further 500 ms passed.
 *
 * @example
 * const bridge = new FrameBridge({ frameOrigin: 'https://secure.example.com' })
 * bridge.mount(iframe)
 * const { action } = await bridge.request('CONNECT_EMAIL', { email })
 */
export class FrameBridge {
  readonly frameOrigin: string
  private readonly win: Window
  private iframe: HTMLIFrameElement | undefined
  private readonly pending = new Map<string, Pending>()
  private readonly listeners = new Map<FrameEventType, Set<Listener>>()
  private readonly counter = new StatsCounter()
  private readyPromise: Promise<void> | undefined
  private markReady: (() => void) | undefined
  private readyTimer: ReturnType<typeof setTimeout> | undefined
  private readonly onMessage = (event: MessageEvent) => this.receive(event)

  constructor(options: FrameBridgeOptions) {
    this.frameOrigin = new URL(options.frameOrigin).origin
    this.win = options.window ?? globalThis.window
    this.resetReady()
  }

  /** Attaches the bridge to the frame's iframe and starts listening. */
  mount(iframe: HTMLIFrameElement): void {
    if (this.iframe === undefined) this.win.addEventListener('message', this.onMessage)
    this.iframe = iframe
  }

  /** Whether {@link FrameBridge.mount} was called. */
  get isMounted(): boolean {
    return this.iframe !== undefined
  }

  /**
   * Resolves once the frame sent its ready event, then 500 ms later (SPEC §4).
   *
   * @throws {FoyerError} `FRAME_NOT_SET` before {@link FrameBridge.mount}.
   */
  async ready(): Promise<void> {
    if (!this.iframe) throw new FoyerError('FRAME_NOT_SET')
    return this.readyPromise
  }

  /**
   * Sends one request and resolves with the frame's parsed success payload.
   *
   * @throws {FoyerError} `FRAME_NOT_SET` before mount; `FRAME_ERROR` with the frame's message
   * (else 'An error occurred'); `REQUEST_ABORTED` on timeout (email and social: 30 s) or abort.
   */
  async request<T extends FrameRequestType>(
    type: T,
    payload: FrameRequestPayload<T>,
    options: FrameRequestOptions = {},
  ): Promise<FrameSuccessPayload<T>> {
    if (!this.iframe) throw new FoyerError('FRAME_NOT_SET')
    const parsed = FRAME_REQUESTS[type].request.safeParse(payload)
    if (!parsed.success) {
      throw frameError({ message: parsed.error.issues[0]?.message })
    }
    if (options.signal?.aborted) throw new FoyerError('REQUEST_ABORTED')
    const id = newRequestId()
    return new Promise<FrameSuccessPayload<T>>((resolve, reject) => {
      const timer = TIMED_REQUESTS.has(type)
        ? setTimeout(
            () => this.settle(id, new FoyerError('REQUEST_ABORTED')),
            AUTH_EVENT_TIMEOUT_MS,
          )
        : undefined
      const onAbort = () => this.settle(id, new FoyerError('REQUEST_ABORTED'))
      options.signal?.addEventListener('abort', onAbort, { once: true })
      this.pending.set(id, {
        type,
        resolve: resolve as (value: unknown) => void,
        reject,
        cleanup: () => {
          if (timer !== undefined) clearTimeout(timer)
          options.signal?.removeEventListener('abort', onAbort)
        },
      })
      this.readyPromise?.then(() => {
        if (!this.pending.has(id)) return
        const target = this.iframe?.contentWindow
        if (!target) return this.settle(id, new FoyerError('FRAME_NOT_SET'))
        target.postMessage(
          { channel: FRAME_CHANNEL, kind: 'request', id, type, payload: parsed.data },
          this.frameOrigin,
        )
      })
    })
  }

  /** Listens to an event the frame sends on its own; returns the unsubscribe function. */
  on<E extends FrameEventType>(
    type: E,
    listener: (payload: FrameEventPayload<E>) => void,
  ): () => void {
    const set = this.listeners.get(type) ?? new Set<Listener>()
    set.add(listener as Listener)
    this.listeners.set(type, set)
    return () => set.delete(listener as Listener)
  }

  /** How many messages were accepted and dropped (by reason). */
  stats(): BridgeStats {
    return this.counter.snapshot()
  }

  /** Stops listening and aborts every pending request with 'Request was aborted'. */
  destroy(): void {
    this.win.removeEventListener('message', this.onMessage)
    for (const id of [...this.pending.keys()]) this.settle(id, new FoyerError('REQUEST_ABORTED'))
    if (this.readyTimer !== undefined) clearTimeout(this.readyTimer)
    this.iframe = undefined
    this.resetReady()
  }

  private resetReady(): void {
    this.readyPromise = new Promise<void>((resolve) => {
      this.markReady = resolve
    })
  }

  private settle(id: string, error: unknown, value?: unknown): void {
    const pending = this.pending.get(id)
    if (!pending) return
    this.pending.delete(id)
    pending.cleanup()
    if (error === undefined) pending.resolve(value)
    else pending.reject(error)
  }

  private receive(event: MessageEvent): void {
    try {
      this.handle(event)
    } catch {
      // A listener must never throw into the page: count and forget.
      this.counter.drop('shape')
    }
  }

  private handle(event: MessageEvent) {
    if (event.origin !== this.frameOrigin) return this.counter.drop('origin')
    const own = this.iframe?.contentWindow
    if (!own || event.source !== own) return this.counter.drop('source')
    const data: unknown = event.data
    const asEvent = eventEnvelopeSchema.safeParse(data)
    if (asEvent.success) return this.handleEvent(asEvent.data.type, asEvent.data.payload)
    const answer = responseEnvelopeSchema.safeParse(data)
    if (!answer.success) return this.counter.drop('shape')
    const pending = this.pending.get(answer.data.id)
    if (!pending) return this.counter.drop('unknown-id')
    if (answer.data.kind === 'success') {
      if (answer.data.type !== successType(pending.type)) return this.counter.drop('shape')
      const payload = FRAME_REQUESTS[pending.type].success.safeParse(answer.data.payload)
      if (!payload.success) return this.counter.drop('payload')
      this.counter.accept()
      return this.settle(answer.data.id, undefined, payload.data)
    }
    if (answer.data.type !== errorType(pending.type)) return this.counter.drop('shape')
    const error = errorPayloadSchema.safeParse(answer.data.payload)
    this.counter.accept()
    this.settle(answer.data.id, frameError(error.success ? error.data : undefined))
  }

  private handleEvent(type: FrameEventType, raw: unknown) {
    const payload = FRAME_EVENTS[type].safeParse(raw)
    if (!payload.success) return this.counter.drop('payload')
    this.counter.accept()
    if (type === 'READY') {
      if (this.readyTimer !== undefined) clearTimeout(this.readyTimer)
      const markReady = this.markReady
      this.readyTimer = setTimeout(() => markReady?.(), FRAME_READY_DELAY_MS)
    }
    for (const listener of this.listeners.get(type) ?? []) {
      try {
        ;(listener as (value: unknown) => void)(payload.data)
      } catch {
        // A listener's own failure is its business; the bridge keeps running.
      }
    }
  }
}

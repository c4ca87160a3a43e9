import { en, FoyerError, isFoyerError } from '@foyer/common'
import {
  errorType,
  FRAME_CHANNEL,
  FRAME_EVENTS,
  FRAME_REQUESTS,
  type FrameEventPayload,
  type FrameEventType,
  type FrameRequestType,
  type FrameSuccessPayload,
  requestEnvelopeSchema,
  successType,
} from './protocol.js'
import { type BridgeStats, StatsCounter } from './stats.js'

/** The handler of one request type inside the frame; its answer is checked before it is sent. */
export type FrameHandler<T extends FrameRequestType> = (
  payload: ReturnType<(typeof FRAME_REQUESTS)[T]['request']['parse']>,
  context: { hostOrigin: string },
) => Promise<FrameSuccessPayload<T>> | FrameSuccessPayload<T>

/** Handlers by request type; a type without a handler answers 'Not supported by this wallet'. */
export type FrameHandlers = { [T in FrameRequestType]?: FrameHandler<T> }

/** Options of a {@link FrameEndpoint}. */
export type FrameEndpointOptions = {
  /** The host origins the project allows (from the auth server's project config). */
  allowedHostOrigins: readonly string[]
  /** The frame's own window (default: the global window). */
  window?: Window
}

/** The text the frame answers for a request type it has no handler for. */
export const NOT_SUPPORTED_MESSAGE = 'Not supported by this wallet'

/**
 * The frame's side of the bridge (SPEC §7): accepts requests only from its parent window and
 * only when the sender's origin is one of the project's allowed host origins; everything else
 * is dropped and counted, never thrown. Answers each request with its success or error event.
 */
export class FrameEndpoint {
  private readonly win: Window
  private allowed: ReadonlySet<string>
  private readonly counter = new StatsCounter()
  private handlers: FrameHandlers = {}
  private connectedHost: string | undefined
  private readonly onMessage = (event: MessageEvent) => {
    try {
      this.handle(event)
    } catch {
      this.counter.drop('shape')
    }
  }

  constructor(options: FrameEndpointOptions) {
    this.win = options.window ?? globalThis.window
    this.allowed = new Set(options.allowedHostOrigins.map(normaliseOrigin))
  }

  /** Starts answering with `handlers` and tells the host that the frame is ready. */
  start(handlers: FrameHandlers): void {
    this.handlers = handlers
    this.win.addEventListener('message', this.onMessage)
    this.emit('READY', {})
  }

  /** Stops listening. */
  stop(): void {
    this.win.removeEventListener('message', this.onMessage)
  }

  /** The host origin the frame talks to, once a valid request came from it. */
  get hostOrigin(): string | undefined {
    return this.connectedHost
  }

  /** Sends an event to the host (to the known host origin, else to each allowed origin). */
  emit<E extends FrameEventType>(type: E, payload: FrameEventPayload<E>): void {
    const parent = this.win.parent
    if (!parent || parent === this.win) return
    const message = {
      channel: FRAME_CHANNEL,
      kind: 'event',
      type,
      payload: FRAME_EVENTS[type].parse(payload),
    }
    const targets = this.connectedHost ? [this.connectedHost] : [...this.allowed]
    for (const origin of targets) parent.postMessage(message, origin)
  }

  /** How many messages were accepted and dropped (by reason). */
  stats(): BridgeStats {
    return this.counter.snapshot()
  }

  private handle(event: MessageEvent) {
    if (!this.allowed.has(event.origin)) return this.counter.drop('origin')
    const parent = this.win.parent
    if (!parent || parent === this.win || event.source !== parent) {
      return this.counter.drop('source')
    }
    const envelope = requestEnvelopeSchema.safeParse(event.data)
    if (!envelope.success) return this.counter.drop('shape')
    const { id, type } = envelope.data
    const reply = (kind: 'success' | 'error', payload: unknown) =>
      parent.postMessage(
        {
          channel: FRAME_CHANNEL,
          kind,
          id,
          type: kind === 'success' ? successType(type) : errorType(type),
          payload,
        },
        event.origin,
      )
    const payload = FRAME_REQUESTS[type].request.safeParse(envelope.data.payload)
    if (!payload.success) {
      this.counter.drop('payload')
      return reply('error', {
        message: payload.error.issues[0]?.message ?? en.errors.UNKNOWN_ERROR,
      })
    }
    this.counter.accept()
    this.connectedHost = event.origin
    void this.run(type, payload.data, event.origin).then(
      (result) => reply('success', result),
      (error: unknown) => reply('error', { message: errorText(error) }),
    )
  }

  private async run(
    type: FrameRequestType,
    payload: unknown,
    hostOrigin: string,
  ): Promise<unknown> {
    const handler = this.handlers[type] as
      | ((payload: unknown, context: { hostOrigin: string }) => unknown)
      | undefined
    if (!handler) throw new Error(NOT_SUPPORTED_MESSAGE)
    const result = await handler(payload, { hostOrigin })
    const answer = FRAME_REQUESTS[type].success.safeParse(result)
    if (!answer.success) throw new FoyerError('UNKNOWN_ERROR', { details: `${type} answer` })
    return answer.data
  }
}

function normaliseOrigin(origin: string): string {
  return new URL(origin).origin
}

function errorText(error: unknown): string {
  if (isFoyerError(error)) return error.shortMessage
  if (error instanceof Error && error.message) {
    return error.message.slice(0, 2000)
  }
  return en.errors.UNKNOWN_ERROR
}

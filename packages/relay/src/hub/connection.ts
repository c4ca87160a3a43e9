import type { TokenBucket } from '../limits/token-bucket.js'

/** How the hub writes to one client: a WebSocket in the server, anything in tests. */
export interface ConnectionTransport {
  /** Queues text; calls `written` once it has left the process (never, in some tests). */
  send(text: string, written?: () => void): void
  /** Ends the connection with a WebSocket close code (the slow-consumer policy uses it). */
  close?(code: number, reason: string): void
}

/** A delivered message waiting for the client's `true`: a reference into the store. */
export interface PendingAck {
  /** The stored message's sequence number; it may be evicted meanwhile. */
  readonly seq: number
  /** Its UTF-8 size, counted against the connection's unacknowledged bytes. */
  readonly bytes: number
  readonly sentAt: number
}

/** What the hub learns from a connection's transport. */
export interface ConnectionEvents {
  /** Bytes entered (+) or left (−) the connection's send queue. */
  onQueued(delta: number): void
  /** The send queue drained below half its ceiling: paused deliveries may resume. */
  onDrained(connection: RelayConnection): void
}

/** Who a connection is: identity (did:key or `anonymous:<node>:<id>`) and remote address. */
export interface ConnectionIdentity {
  readonly clientId: string
  readonly ip: string
}

/** One client connection as the hub sees it. */
export class RelayConnection {
  /** topic → subscription id */
  readonly subscriptions = new Map<string, string>()
  /** id of the `irn_subscription` request → what it delivered */
  readonly pendingAcks = new Map<string, PendingAck>()
  /** Topics whose stored messages wait for room in this connection's window, in order. */
  readonly backlog = new Set<string>()
  /** Bytes of delivered messages not yet acknowledged. */
  unackedBytes = 0
  /**
   * Unacknowledged bytes this connection may have now: its slow-start window, widened by its
   * acknowledgements (see `DeliveryScheduler`). Infinite until the hub sets it.
   */
  windowBytes = Number.POSITIVE_INFINITY
  /** When deliveries last had to wait for room; `undefined` while they flow. */
  pausedSince: number | undefined
  /** Last time the client sent a frame. */
  lastActivityAt: number
  /** Bytes handed to the transport and not yet written out. */
  #queuedBytes = 0
  /** Set once the connection is gone: further frames are dropped, not queued. */
  #released = false

  constructor(
    /** Unique for the life of the hub; never reused. */
    readonly id: number,
    /** The client's did:key from its auth JWT, or `anonymous:<node>:<id>` without one. */
    readonly clientId: string,
    /** The remote address, or `local` for in-process transports. */
    readonly ip: string,
    private readonly transport: ConnectionTransport,
    private readonly events: ConnectionEvents,
    private readonly drainedBelow: number,
    /** Limits how many frames per second this connection may send. */
    readonly frameBucket: TokenBucket,
    now: number,
  ) {
    this.lastActivityAt = now
  }

  /** Bytes handed to the socket and not yet written out. */
  get queuedBytes(): number {
    return this.#queuedBytes
  }

  /** Sends a frame, counting it in the send queue until the transport has written it. */
  send(text: string): void {
    if (this.#released) return
    const bytes = Buffer.byteLength(text, 'utf8')
    this.#queuedBytes += bytes
    this.events.onQueued(bytes)
    let done = false
    this.transport.send(text, () => {
      if (done || this.#released) return
      done = true
      this.#queuedBytes -= bytes
      this.events.onQueued(-bytes)
      if (this.#queuedBytes <= this.drainedBelow) this.events.onDrained(this)
    })
  }

  /** Closes the connection through its transport, if it can be closed. */
  close(code: number, reason: string): void {
    this.transport.close?.(code, reason)
  }

  /** Forgets the send queue's bytes once the connection is gone; later frames are dropped. */
  releaseQueue(): void {
    this.#released = true
    this.events.onQueued(-this.#queuedBytes)
    this.#queuedBytes = 0
  }
}

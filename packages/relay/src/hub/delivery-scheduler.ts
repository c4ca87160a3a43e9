import { formatRequest } from '../json-rpc/frame.js'
import type { RelayLimits } from '../options.js'
import type { MessageStore, StoredMessage } from '../store/message-store.js'
import type { PendingAck, RelayConnection } from './connection.js'
import { toDelivered } from './delivered-message.js'
import { fitsDeliveryWindow, initialWindowBytes, isDue } from './delivery-window.js'
import { PendingAcks } from './pending-acks.js'

/** What a {@link DeliveryScheduler} asks of the hub that owns it. */
export interface DeliveryHost {
  /** Everything the relay keeps now, in accounted bytes. */
  memoryUsed(): number
  /** Whether the connection is still open on this node. */
  isOpen(connection: RelayConnection): boolean
}

/**
 * Sends stored messages to subscribed connections within each connection's delivery window,
 * tracks the deliveries awaiting acknowledgement, and resumes waiting deliveries in order.
 *
 * The window follows a slow-start policy: a connection may first have
 * `initialUnackedBytesPerConnection` delivered and unacknowledged; every acknowledged delivery
 * widens its window by that delivery's size, up to `maxUnackedBytesPerConnection`, and a
 * delivery that times out unacknowledged narrows it back to the initial size. A client that
 * never acknowledges (or never reads) therefore costs the relay one initial window of sends,
 * not the full window per connection, while a client that acknowledges opens it at once.
 */
export class DeliveryScheduler {
  readonly #pendingAcks = new PendingAcks()
  readonly #draining = new Set<RelayConnection>()
  #nextRequestId = Date.now() * 1000

  constructor(
    private readonly store: MessageStore,
    private readonly limits: Readonly<RelayLimits>,
    private readonly host: DeliveryHost,
  ) {}

  /** Gives a new connection its initial (slow-start) window. */
  open(connection: RelayConnection): void {
    connection.windowBytes = initialWindowBytes(this.limits)
  }

  /** Forgets a closed connection's pending deliveries and backlog. */
  forget(connection: RelayConnection): void {
    this.#pendingAcks.clear(connection)
    connection.backlog.clear()
  }

  /** Deliveries waiting for an acknowledgement on this node. */
  get pendingCount(): number {
    return this.#pendingAcks.count
  }

  /** Delivers a newly stored message to `subscribers`, or queues it in their backlog. */
  fanOut(stored: StoredMessage, subscribers: Iterable<RelayConnection>, now: number): void {
    for (const subscriber of subscribers) {
      if (subscriber.backlog.has(stored.topic) || !this.#hasRoom(subscriber, stored)) {
        subscriber.backlog.add(stored.topic)
        subscriber.pausedSince ??= now
      } else this.#deliver(subscriber, stored, now)
    }
  }

  /**
   * Settles the delivery `requestId` answered by the client; a `true` answer widens the
   * connection's window by the delivery's size. `undefined` for an unknown id.
   */
  settle(connection: RelayConnection, requestId: string, ok: boolean): PendingAck | undefined {
    const pending = this.#pendingAcks.settle(connection, requestId)
    if (pending && ok) {
      connection.windowBytes = Math.min(
        this.limits.maxUnackedBytesPerConnection,
        connection.windowBytes + pending.bytes,
      )
    }
    return pending
  }

  /**
   * Forgets deliveries that waited `ackTimeoutMs` for their acknowledgement; a connection that
   * had any goes back to its initial window.
   */
  expire(connection: RelayConnection, now: number): void {
    if (this.#pendingAcks.expire(connection, now, this.limits.ackTimeoutMs) > 0) {
      connection.windowBytes = initialWindowBytes(this.limits)
    }
  }

  /** Delivers what waits in a connection's backlog, in order, until its window is full. */
  resume(connection: RelayConnection): void {
    if (connection.backlog.size === 0 || this.#draining.has(connection)) return
    if (!this.host.isOpen(connection)) return
    this.#draining.add(connection)
    const now = Date.now()
    let progressed = false
    try {
      for (const topic of [...connection.backlog]) {
        if (!connection.subscriptions.has(topic)) {
          connection.backlog.delete(topic)
          continue
        }
        for (const stored of this.store.list(topic, now)) {
          if (!isDue(connection, stored)) continue
          if (!this.#hasRoom(connection, stored)) {
            connection.pausedSince = progressed ? now : (connection.pausedSince ?? now)
            return
          }
          this.#deliver(connection, stored, now)
          progressed = true
        }
        connection.backlog.delete(topic)
      }
      connection.pausedSince = undefined
    } finally {
      this.#draining.delete(connection)
    }
  }

  #hasRoom(connection: RelayConnection, stored: StoredMessage): boolean {
    return fitsDeliveryWindow(connection, stored.bytes, this.limits, this.host.memoryUsed())
  }

  #deliver(connection: RelayConnection, stored: StoredMessage, now: number): void {
    const subscriptionId = connection.subscriptions.get(stored.topic)
    if (subscriptionId === undefined || !isDue(connection, stored)) return
    if (!this.host.isOpen(connection)) return
    const requestId = this.#nextRequestId++
    this.store.markDelivered(stored, connection.id)
    this.#pendingAcks.track(connection, String(requestId), {
      seq: stored.seq,
      bytes: stored.bytes,
      sentAt: now,
    })
    const params = { id: subscriptionId, data: toDelivered(stored) }
    connection.send(formatRequest(requestId, 'irn_subscription', params))
  }
}

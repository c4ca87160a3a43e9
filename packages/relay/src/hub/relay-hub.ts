import { RPC_ERROR_CODE } from '../constants.js'
import { formatRequest } from '../json-rpc/frame.js'
import type { RelayLogger } from '../logger.js'
import type { RelayLimits } from '../options.js'
import { MessageStore, type MessageStoreStats, type StoredMessage } from '../store/message-store.js'
import { type ConnectionTransport, RelayConnection } from './connection.js'
import { RelayRpcError } from './relay-rpc-error.js'
import { subscriptionIdOf } from './subscription-id.js'

/** Unanswered deliveries remembered per connection; the oldest is forgotten beyond this. */
const MAX_PENDING_ACKS_PER_CONNECTION = 10_000

/** A message as `irn_subscription` and `irn_batchFetchMessages` hand it to clients. */
export interface DeliveredMessage {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
}

/** What a publish asks the hub to store and deliver. */
export interface PublishInput {
  readonly topic: string
  readonly message: string
  readonly ttlSeconds: number
  readonly tag: number
  readonly attestation?: string | undefined
}

/** Counts describing the hub right now. */
export interface RelayStats extends MessageStoreStats {
  readonly connections: number
  readonly subscribedTopics: number
  readonly pendingAcks: number
}

/**
 * The relay's publish/subscribe state, independent of WebSockets: who is subscribed to what,
 * the message mailboxes, delivery with acknowledgements, and the periodic sweep.
 */
export class RelayHub {
  readonly #store: MessageStore
  readonly #subscribers = new Map<string, Set<RelayConnection>>()
  readonly #connections = new Set<RelayConnection>()
  readonly #sweepTimer: NodeJS.Timeout
  #nextConnectionId = 1
  #nextRequestId = Date.now() * 1000

  constructor(
    private readonly limits: Readonly<RelayLimits>,
    private readonly logger: RelayLogger,
  ) {
    this.#store = new MessageStore(limits)
    this.#sweepTimer = setInterval(() => this.sweep(), limits.sweepIntervalMs)
    this.#sweepTimer.unref()
  }

  /** Registers a connection; `clientId` is the did:key of its auth JWT, if it sent one. */
  open(clientId: string | undefined, transport: ConnectionTransport): RelayConnection {
    const id = this.#nextConnectionId++
    const connection = new RelayConnection(id, clientId ?? `anonymous:${id}`, transport)
    this.#connections.add(connection)
    return connection
  }

  /** Forgets a closed connection and its subscriptions. */
  close(connection: RelayConnection): void {
    for (const topic of [...connection.subscriptions.keys()]) this.unsubscribe(connection, topic)
    connection.pendingAcks.clear()
    this.#connections.delete(connection)
  }

  /**
   * Subscribes a connection to topics (all or none, within the per-connection limit) and
   * returns their subscription ids. Stored messages are not sent here: call {@link replay}
   * once the client has its answer.
   */
  subscribe(connection: RelayConnection, topics: readonly string[]): string[] {
    const unique = [...new Set(topics)]
    const added = unique.filter((topic) => !connection.subscriptions.has(topic)).length
    const limit = this.limits.maxSubscriptionsPerConnection
    if (connection.subscriptions.size + added > limit) {
      throw new RelayRpcError(
        RPC_ERROR_CODE.limitExceeded,
        `Subscription limit reached: at most ${limit} topics per connection`,
      )
    }
    for (const topic of unique) {
      if (connection.subscriptions.has(topic)) continue
      connection.subscriptions.set(topic, subscriptionIdOf(topic, connection.clientId))
      const subscribers = this.#subscribers.get(topic) ?? new Set<RelayConnection>()
      subscribers.add(connection)
      this.#subscribers.set(topic, subscribers)
    }
    return topics.map((topic) => connection.subscriptions.get(topic) ?? '')
  }

  /** Sends a subscribed connection the stored messages of `topics` it has not had yet. */
  replay(connection: RelayConnection, topics: readonly string[]): void {
    const now = Date.now()
    for (const topic of new Set(topics)) {
      if (!connection.subscriptions.has(topic)) continue
      for (const stored of this.#store.list(topic, now)) this.#deliver(connection, stored, now)
    }
  }

  /** Ends a connection's subscription to a topic; unknown topics are ignored. */
  unsubscribe(connection: RelayConnection, topic: string): void {
    if (!connection.subscriptions.delete(topic)) return
    const subscribers = this.#subscribers.get(topic)
    subscribers?.delete(connection)
    if (subscribers?.size === 0) this.#subscribers.delete(topic)
  }

  /**
   * Stores a message for its TTL (shortened to the configured maximum) and delivers it to every
   * subscriber of its topic except the publishing connection. Re-publishing the same message is
   * accepted and changes nothing.
   */
  publish(from: RelayConnection, input: PublishInput): void {
    const now = Date.now()
    const ttlSeconds = Math.min(input.ttlSeconds, this.limits.maxTtlSeconds)
    const { stored, duplicate } = this.#store.add({ ...input, ttlSeconds }, now)
    if (duplicate) return
    stored.deliveredTo.add(from.id)
    stored.acknowledgedBy.add(from.clientId)
    for (const subscriber of this.#subscribers.get(input.topic) ?? []) {
      this.#deliver(subscriber, stored, now)
    }
  }

  /**
   * Answers `irn_batchFetchMessages`: the stored messages of `topics` this connection has not had
   * and this client has not acknowledged, oldest first, at most `maxBatchSize`. Fetched messages
   * count as delivered and acknowledged.
   */
  fetch(
    connection: RelayConnection,
    topics: readonly string[],
  ): { messages: DeliveredMessage[]; hasMore: boolean } {
    const now = Date.now()
    const due = [...new Set(topics)]
      .flatMap((topic) => this.#store.list(topic, now))
      .filter((stored) => this.#isDue(connection, stored))
    const batch = due.slice(0, this.limits.maxBatchSize)
    for (const stored of batch) {
      stored.deliveredTo.add(connection.id)
      stored.acknowledgedBy.add(connection.clientId)
    }
    return { messages: batch.map(toDelivered), hasMore: due.length > batch.length }
  }

  /** Records the client's answer to an `irn_subscription` request; unknown ids are ignored. */
  acknowledge(connection: RelayConnection, requestId: string, ok: boolean): void {
    const pending = connection.pendingAcks.get(requestId)
    if (!pending) return
    connection.pendingAcks.delete(requestId)
    if (ok) pending.message.acknowledgedBy.add(connection.clientId)
    else this.logger.warn('delivery not acknowledged', { connection: connection.id, requestId })
  }

  /** Drops expired messages and acknowledgements that waited longer than `ackTimeoutMs`. */
  sweep(): void {
    const now = Date.now()
    const dropped = this.#store.sweep(now)
    for (const connection of this.#connections) {
      for (const [requestId, pending] of connection.pendingAcks) {
        if (now - pending.sentAt >= this.limits.ackTimeoutMs) {
          connection.pendingAcks.delete(requestId)
        }
      }
    }
    if (dropped > 0) this.logger.info('expired messages swept', { dropped })
  }

  /** Open connections. */
  get connectionCount(): number {
    return this.#connections.size
  }

  stats(): RelayStats {
    let pendingAcks = 0
    for (const connection of this.#connections) pendingAcks += connection.pendingAcks.size
    return {
      ...this.#store.stats(),
      connections: this.#connections.size,
      subscribedTopics: this.#subscribers.size,
      pendingAcks,
    }
  }

  /** Stops the sweep timer and forgets all state. */
  shutdown(): void {
    clearInterval(this.#sweepTimer)
    for (const connection of [...this.#connections]) this.close(connection)
    this.#store.clear()
  }

  #isDue(connection: RelayConnection, stored: StoredMessage): boolean {
    return !stored.deliveredTo.has(connection.id) && !stored.acknowledgedBy.has(connection.clientId)
  }

  #deliver(connection: RelayConnection, stored: StoredMessage, now: number): void {
    const subscriptionId = connection.subscriptions.get(stored.topic)
    if (subscriptionId === undefined || !this.#isDue(connection, stored)) return
    const requestId = this.#nextRequestId++
    stored.deliveredTo.add(connection.id)
    connection.pendingAcks.set(String(requestId), { message: stored, sentAt: now })
    if (connection.pendingAcks.size > MAX_PENDING_ACKS_PER_CONNECTION) {
      const oldest = connection.pendingAcks.keys().next().value
      if (oldest !== undefined) connection.pendingAcks.delete(oldest)
    }
    const params = { id: subscriptionId, data: toDelivered(stored) }
    connection.send(formatRequest(requestId, 'irn_subscription', params))
  }
}

function toDelivered(stored: StoredMessage): DeliveredMessage {
  const delivered: DeliveredMessage = {
    topic: stored.topic,
    message: stored.message,
    publishedAt: stored.publishedAt,
    tag: stored.tag,
  }
  if (stored.attestation !== undefined) delivered.attestation = stored.attestation
  return delivered
}

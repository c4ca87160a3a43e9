import { randomUUID } from 'node:crypto'
import type { ClusterMessage, RelayCluster } from '../cluster/cluster-link.js'
import { CoalescedReads } from '../cluster/coalesced-reads.js'
import { CLOSE_CODE } from '../constants.js'
import { ClientQuotas } from '../limits/client-quotas.js'
import { TokenBucket } from '../limits/token-bucket.js'
import type { RelayLogger } from '../logger.js'
import type { RelayLimits } from '../options.js'
import {
  type MessageInput,
  MessageStore,
  type StoredMessage,
  StoreFullError,
} from '../store/message-store.js'
import { type ConnectionTransport, RelayConnection } from './connection.js'
import { type DeliveredMessage, type PublishInput, toDelivered } from './delivered-message.js'
import { DeliveryScheduler } from './delivery-scheduler.js'
import { fetchBatch, isDue } from './delivery-window.js'
import { MEMORY_COST } from './memory-costs.js'
import { limitExceeded, PUBLISH_REFUSALS, RelayRpcError } from './relay-rpc-error.js'
import { ConnectionRefusedError, type RelayStats } from './relay-stats.js'
import { subscriptionIdOf } from './subscription-id.js'
import { TopicSubscriptions } from './topic-subscriptions.js'

export type { DeliveredMessage, PublishInput } from './delivered-message.js'
export { ConnectionRefusedError, type RelayMemoryStats, type RelayStats } from './relay-stats.js'

/**
 * The relay's publish/subscribe state, independent of WebSockets: who is subscribed to what,
 * the message mailboxes, delivery with acknowledgements and flow control, quotas, the memory
 * bound, and the periodic sweep. With a {@link RelayCluster}, the in-memory store is this node's
 * working copy of a store shared with other relay processes (see `cluster/`).
 */
export class RelayHub {
  readonly #store: MessageStore
  readonly #quotas: ClientQuotas
  readonly #subscriptions: TopicSubscriptions
  readonly #connections = new Set<RelayConnection>()
  readonly #sweepTimer: NodeJS.Timeout
  readonly #deliveries: DeliveryScheduler
  /** Shared-store reads under way for subscribers (see `cluster/shared-reads.ts`). */
  readonly sharedReads = new CoalescedReads()
  #queuedBytes = 0
  #nextConnectionId = 1
  readonly #node = randomUUID().slice(0, 8)

  constructor(
    private readonly limits: Readonly<RelayLimits>,
    private readonly logger: RelayLogger,
    private readonly cluster?: RelayCluster,
  ) {
    cluster?.attach({
      onMessage: (message) => this.ingest(message, true),
      onAcknowledged: (topic, id, clientId) => this.acknowledgedElsewhere(topic, id, clientId),
    })
    // Other nodes' events of a topic are needed only while someone here listens to it; the
    // cluster starts sending them when a subscriber replays (see `cluster/shared-reads.ts`).
    this.#subscriptions = new TopicSubscriptions({
      onLastSubscriber: (topic) => {
        this.sharedReads.forget(topic)
        cluster?.unwatch(topic)
      },
    })
    this.#store = new MessageStore(limits)
    this.#deliveries = new DeliveryScheduler(this.#store, limits, {
      memoryUsed: () => this.memoryUsed(),
      isOpen: (connection) => this.#connections.has(connection),
    })
    this.#quotas = new ClientQuotas(limits)
    this.#sweepTimer = setInterval(() => this.sweep(), limits.sweepIntervalMs)
    this.#sweepTimer.unref()
  }

  /**
   * Registers a connection; `clientId` is the did:key of its auth JWT, if it sent one. Throws
   * {@link ConnectionRefusedError} at the connection limit, a quota or the memory bound.
   */
  open(
    clientId: string | undefined,
    transport: ConnectionTransport,
    ip = 'local',
  ): RelayConnection {
    if (this.#connections.size >= this.limits.maxConnections) {
      throw new ConnectionRefusedError('Relay is at its connection limit')
    }
    if (this.memoryUsed() + MEMORY_COST.connection > this.limits.maxMemoryBytes) {
      throw new ConnectionRefusedError('Relay is at its memory bound')
    }
    const id = this.#nextConnectionId++
    // Unique across the nodes of a cluster too: acknowledgements are shared by identity.
    const identity = clientId ?? `anonymous:${this.#node}:${id}`
    const refused = this.#quotas.admitConnection(identity, ip)
    if (refused) throw new ConnectionRefusedError(refused)
    const now = Date.now()
    const connection = new RelayConnection(
      id,
      identity,
      ip,
      transport,
      {
        onQueued: (delta) => this.#onQueued(connection, delta),
        onDrained: (drained) => this.#deliveries.resume(drained),
      },
      this.limits.maxSendQueueBytes / 2,
      new TokenBucket(this.limits.frameRatePerConnection, this.limits.frameBurstPerConnection, now),
      now,
    )
    this.#deliveries.open(connection)
    this.#connections.add(connection)
    return connection
  }

  /** Forgets a closed connection, its subscriptions, pending acknowledgements and send queue. */
  close(connection: RelayConnection): void {
    if (!this.#connections.delete(connection)) return
    for (const topic of [...connection.subscriptions.keys()]) this.unsubscribe(connection, topic)
    this.#deliveries.forget(connection)
    connection.releaseQueue()
    this.#quotas.releaseConnection(connection.clientId, connection.ip)
  }

  /**
   * Subscribes a connection to topics (all or none, within the per-connection, per-client and
   * per-address quotas and the memory bound) and returns their subscription ids. Stored messages
   * are not sent here: call {@link replay} once the client has its answer.
   */
  subscribe(connection: RelayConnection, topics: readonly string[]): string[] {
    const unique = [...new Set(topics)]
    const added = unique.filter((topic) => !connection.subscriptions.has(topic)).length
    const limit = this.limits.maxSubscriptionsPerConnection
    if (connection.subscriptions.size + added > limit) {
      throw limitExceeded(`Subscription limit reached: at most ${limit} topics per connection`)
    }
    if (this.memoryUsed() + added * MEMORY_COST.subscription > this.limits.maxMemoryBytes) {
      throw limitExceeded('Relay is at its memory bound')
    }
    const refused = this.#quotas.reserveSubscriptions(connection.clientId, connection.ip, added)
    if (refused) throw limitExceeded(refused)
    for (const topic of unique) {
      this.#subscriptions.add(connection, topic, subscriptionIdOf(topic, connection.clientId))
    }
    return topics.map((topic) => connection.subscriptions.get(topic) ?? '')
  }

  /**
   * Sends a subscribed connection the stored messages of `topics` it has not had yet, as far as
   * its window allows; the rest follow as the client reads and acknowledges.
   */
  replay(connection: RelayConnection, topics: readonly string[]): void {
    for (const topic of topics) {
      if (connection.subscriptions.has(topic)) connection.backlog.add(topic)
    }
    this.#deliveries.resume(connection)
  }

  /** Ends a connection's subscription to a topic; unknown topics are ignored. */
  unsubscribe(connection: RelayConnection, topic: string): void {
    if (!this.#subscriptions.remove(connection, topic)) return
    connection.backlog.delete(topic)
    this.#quotas.releaseSubscriptions(connection.clientId, connection.ip, 1)
  }

  /**
   * Stores a message for its TTL (shortened to the configured maximum) and delivers it to every
   * subscriber of its topic except the publishing connection. Re-publishing the same message is
   * accepted and changes nothing. Throws `-32005` over the publish rate or the storage bounds.
   * Returns the stored message (in a cluster, `publishShared` then shares it).
   */
  publish(from: RelayConnection, input: PublishInput): StoredMessage {
    const now = Date.now()
    const refused = this.#quotas.takePublish(
      from.clientId,
      from.ip,
      now,
      Buffer.byteLength(input.message, 'utf8'),
    )
    if (refused) throw limitExceeded(PUBLISH_REFUSALS[refused])
    const ttlSeconds = Math.min(input.ttlSeconds, this.limits.maxTtlSeconds)
    const owner = { clientId: from.clientId, ip: from.ip }
    const { stored, duplicate } = this.#storeLocally({ ...input, ttlSeconds, owner }, now)
    if (!duplicate) {
      this.#store.markDelivered(stored, from.id)
      this.#store.markAcknowledged(stored, from.clientId)
      this.#deliveries.fanOut(stored, this.#subscriptions.of(stored.topic), now)
    }
    return stored
  }

  /**
   * Takes in a message another node stored: keeps a local copy (within this node's bounds; one
   * that does not fit stays in the shared store only) with its acknowledgements, and delivers it
   * to this node's subscribers if `fanOut`.
   */
  ingest(message: ClusterMessage, fanOut: boolean): void {
    const now = Date.now()
    if (message.expiresAt <= now) return
    let added: { stored: StoredMessage; duplicate: boolean }
    try {
      added = this.#storeLocally({ ...message, ttlSeconds: 0, clusterId: message.id }, now)
    } catch (error) {
      if (!(error instanceof RelayRpcError)) throw error
      this.logger.warn('shared message not kept locally', { reason: error.message })
      return
    }
    for (const clientId of message.acknowledgedBy) {
      this.#store.markAcknowledged(added.stored, clientId)
    }
    if (!added.duplicate && fanOut) {
      this.#deliveries.fanOut(added.stored, this.#subscriptions.of(added.stored.topic), now)
    }
  }

  /**
   * Answers `irn_batchFetchMessages`: the stored messages of `topics` this connection has not had
   * and this client has not acknowledged, oldest first, at most `maxBatchSize` and about half a
   * send queue of bytes. Fetched messages count as delivered and acknowledged.
   */
  fetch(
    connection: RelayConnection,
    topics: readonly string[],
  ): { messages: DeliveredMessage[]; hasMore: boolean } {
    const now = Date.now()
    const due = [...new Set(topics)]
      .flatMap((topic) => this.#store.list(topic, now))
      .filter((stored) => isDue(connection, stored))
    const batch = fetchBatch(due, this.limits)
    for (const stored of batch) {
      this.#store.markDelivered(stored, connection.id)
      this.#markAcknowledged(stored, connection.clientId)
    }
    return { messages: batch.map(toDelivered), hasMore: due.length > batch.length }
  }

  /**
   * Records the client's answer to an `irn_subscription` request (a `true` widens its delivery
   * window, see {@link DeliveryScheduler}); unknown ids are ignored.
   */
  acknowledge(connection: RelayConnection, requestId: string, ok: boolean): void {
    const pending = this.#deliveries.settle(connection, requestId, ok)
    if (!pending) return
    const stored = ok ? this.#store.get(pending.seq, Date.now()) : undefined
    if (stored) this.#markAcknowledged(stored, connection.clientId)
    if (!ok) this.logger.warn('delivery not acknowledged', { connection: connection.id, requestId })
    this.#deliveries.resume(connection)
  }

  /** Notes that a client sent a frame (it is not idle). */
  touch(connection: RelayConnection, now: number): void {
    connection.lastActivityAt = now
  }

  /**
   * Drops expired messages and acknowledgements that waited longer than `ackTimeoutMs`, closes
   * idle sockets and consumers stalled for `slowConsumerTimeoutMs`, and forgets idle quota entries.
   */
  sweep(): void {
    const now = Date.now()
    const dropped = this.#store.sweep(now)
    for (const connection of [...this.#connections]) {
      this.#deliveries.expire(connection, now)
      this.#deliveries.resume(connection)
      if (
        connection.pausedSince !== undefined &&
        now - connection.pausedSince >= this.limits.slowConsumerTimeoutMs
      ) {
        this.#closeSlowConsumer(connection, 'Slow consumer: deliveries stalled')
      } else if (
        connection.subscriptions.size === 0 &&
        now - connection.lastActivityAt >= this.limits.idleTimeoutMs
      ) {
        this.close(connection)
        connection.close(CLOSE_CODE.idle, 'Idle connection without subscriptions')
      }
    }
    this.#quotas.sweep(now)
    if (dropped > 0) this.logger.info('expired messages swept', { dropped })
  }

  /** The store shared with other relay processes, if this relay runs in a cluster. */
  get sharedStore(): RelayCluster | undefined {
    return this.cluster
  }

  /** Open connections. */
  get connectionCount(): number {
    return this.#connections.size
  }

  /** Everything the relay keeps, in accounted bytes (see {@link MEMORY_COST}). */
  memoryUsed(): number {
    return (
      this.#storedBytes() +
      this.#connections.size * MEMORY_COST.connection +
      this.#subscriptions.count * MEMORY_COST.subscription +
      this.#deliveries.pendingCount * MEMORY_COST.pendingAck +
      this.#queuedBytes +
      this.#quotas.memoryBytes
    )
  }

  stats(): RelayStats {
    return {
      ...this.#store.stats(),
      connections: this.#connections.size,
      subscribedTopics: this.#subscriptions.topicCount,
      subscriptions: this.#subscriptions.count,
      pendingAcks: this.#deliveries.pendingCount,
      queuedBytes: this.#queuedBytes,
      evictedMessages: this.#store.evictedMessages,
      memory: { usedBytes: this.memoryUsed(), boundBytes: this.limits.maxMemoryBytes },
    }
  }

  /** Stops the sweep timer and forgets all state. */
  shutdown(): void {
    clearInterval(this.#sweepTimer)
    for (const connection of [...this.#connections]) this.close(connection)
    this.#store.clear()
  }

  #storedBytes(): number {
    return this.#store.stats().storedBytes
  }

  /** Stores locally; storage bounds become `-32005`. */
  #storeLocally(input: MessageInput, now: number): { stored: StoredMessage; duplicate: boolean } {
    const capacity = this.limits.maxMemoryBytes - (this.memoryUsed() - this.#storedBytes())
    try {
      return this.#store.add(input, now, capacity)
    } catch (error) {
      if (error instanceof StoreFullError) throw limitExceeded(error.message)
      throw error
    }
  }

  /** Records that a client acknowledged (or fetched) a shared message on another node. */
  acknowledgedElsewhere(topic: string, id: string, clientId: string): void {
    const stored = this.#store.findByClusterId(topic, id, Date.now())
    if (stored) this.#store.markAcknowledged(stored, clientId)
  }

  /** True while a connection of this node is subscribed to `topic`. */
  hasSubscribers(topic: string): boolean {
    return this.#subscriptions.of(topic).size > 0
  }

  /** True if this node holds a copy of the shared message `id` of `topic`. */
  holdsShared(topic: string, id: string): boolean {
    return this.#store.findByClusterId(topic, id, Date.now()) !== undefined
  }

  #markAcknowledged(stored: StoredMessage, clientId: string): void {
    this.#store.markAcknowledged(stored, clientId)
    if (this.cluster && stored.clusterId !== undefined) {
      this.cluster.acknowledge(stored.topic, stored.clusterId, clientId)
    }
  }

  #onQueued(connection: RelayConnection, delta: number): void {
    this.#queuedBytes += delta
    if (delta > 0 && connection.queuedBytes > 2 * this.limits.maxSendQueueBytes) {
      this.#closeSlowConsumer(connection, 'Slow consumer: send queue full')
    }
  }

  #closeSlowConsumer(connection: RelayConnection, reason: string): void {
    if (!this.#connections.has(connection)) return
    this.logger.warn('closing slow consumer', { connection: connection.id, reason })
    this.close(connection)
    connection.close(CLOSE_CODE.slowConsumer, reason)
  }
}

import { MEMORY_COST } from '../hub/memory-costs.js'
import { type OwnerLedger, StoreOwners } from './store-owners.js'

/** Who published a message: the client's identity and the address it connected from. */
export interface MessageOwner {
  readonly clientId: string
  readonly ip: string
}

/** One published message, kept until its TTL runs out or it is evicted. */
export interface StoredMessage {
  /** Unique for the life of the store; pending acknowledgements refer to a message by it. */
  readonly seq: number
  readonly topic: string
  readonly message: string
  readonly tag: number
  readonly attestation: string | undefined
  /** Milliseconds since the epoch. */
  readonly publishedAt: number
  /** Milliseconds since the epoch. */
  readonly expiresAt: number
  /** UTF-8 size of `message`. */
  readonly bytes: number
  readonly owner: MessageOwner
  /** The message's id across the nodes of a cluster, if the relay runs in one. */
  readonly clusterId: string | undefined
  /** Ids of the connections this message was sent to (or published from). */
  readonly deliveredTo: ReadonlySet<number>
  /** Client ids that acknowledged it (or published it): not replayed to them on a new connection. */
  readonly acknowledgedBy: ReadonlySet<string>
}

interface MutableStoredMessage extends StoredMessage {
  readonly deliveredTo: Set<number>
  readonly acknowledgedBy: Set<string>
  /** What this message counts against the bounds: text, record and set entries. */
  cost: number
}

/** What a publish stores. */
export interface MessageInput {
  readonly topic: string
  readonly message: string
  readonly tag: number
  readonly ttlSeconds: number
  readonly attestation?: string | undefined
  readonly owner?: MessageOwner | undefined
  /** The message's id across the nodes of a cluster, if the relay runs in one. */
  readonly clusterId?: string | undefined
  /** When it was first published (another node's time); default `now`. */
  readonly publishedAt?: number | undefined
  /** When it expires; default `now + ttlSeconds`. */
  readonly expiresAt?: number | undefined
}

/** Bounds of a {@link MessageStore}. */
export interface MessageStoreLimits {
  readonly maxMessagesPerTopic: number
  readonly maxTopics: number
  /** Total accounted bytes (text plus bookkeeping) of stored messages. */
  readonly maxStoredBytes: number
  /** Accounted bytes one client identity may have stored; its own oldest go first. */
  readonly maxStoredBytesPerClient?: number
  /** Accounted bytes the clients of one address may have stored; that address's heaviest go first. */
  readonly maxStoredBytesPerIp?: number
}

/** Counts describing what a {@link MessageStore} holds. */
export interface MessageStoreStats {
  readonly topics: number
  readonly messages: number
  /** UTF-8 bytes of stored message text. */
  readonly bytes: number
  /** Text plus bookkeeping: what the store counts against its bounds. */
  readonly storedBytes: number
}

/** Refused because the message cannot fit even after evicting what may be evicted. */
export class StoreFullError extends Error {
  override readonly name = 'StoreFullError'
}

const UNOWNED: MessageOwner = Object.freeze({ clientId: 'relay', ip: 'relay' })

/**
 * Per-topic mailboxes of published messages, bounded in count, size and time. When a bound is
 * reached, the oldest message of the heaviest publisher goes first — heaviest within the
 * publisher itself, within its address, or overall — so that one client's flood evicts its own
 * messages and not a well-behaved client's pending proposal. Expiry is checked on every read,
 * so an expired message is never served even between sweeps.
 */
export class MessageStore {
  /** topic → (message text → stored message), both in insertion order. */
  readonly #topics = new Map<string, Map<string, MutableStoredMessage>>()
  readonly #bySeq = new Map<number, MutableStoredMessage>()
  readonly #owners = new StoreOwners<MutableStoredMessage>()
  #nextSeq = 1
  #bytes = 0
  #storedBytes = 0
  #evicted = 0

  constructor(private readonly limits: MessageStoreLimits) {}

  /**
   * Stores a message published now. Publishing the same text on the same topic again returns
   * the stored message with `duplicate: true` and changes nothing. `capacity` lowers the total
   * bound for this call (the relay's memory left); throws {@link StoreFullError} when the
   * message cannot fit.
   */
  add(
    input: MessageInput,
    now: number,
    capacity = Number.POSITIVE_INFINITY,
  ): { stored: StoredMessage; duplicate: boolean } {
    const existing = this.#topics.get(input.topic)?.get(input.message)
    if (existing && existing.expiresAt > now) return { stored: existing, duplicate: true }
    if (existing) this.#remove(existing)

    const bytes = Buffer.byteLength(input.message, 'utf8')
    const cost =
      bytes +
      MEMORY_COST.storedMessage +
      (input.attestation?.length ?? 0) +
      MEMORY_COST.deliveryMark
    const owner = input.owner ?? UNOWNED
    this.#makeRoom(owner, cost, Math.min(capacity, this.limits.maxStoredBytes))

    const stored: MutableStoredMessage = {
      seq: this.#nextSeq++,
      topic: input.topic,
      message: input.message,
      tag: input.tag,
      attestation: input.attestation,
      publishedAt: input.publishedAt ?? now,
      expiresAt: input.expiresAt ?? now + input.ttlSeconds * 1000,
      bytes,
      owner,
      clusterId: input.clusterId,
      deliveredTo: new Set(),
      acknowledgedBy: new Set(),
      cost,
    }
    const mailbox = this.#topics.get(input.topic) ?? new Map<string, MutableStoredMessage>()
    this.#topics.set(input.topic, mailbox)
    mailbox.set(stored.message, stored)
    this.#bySeq.set(stored.seq, stored)
    this.#owners.add(stored)
    this.#bytes += bytes
    this.#storedBytes += cost
    while (mailbox.size > this.limits.maxMessagesPerTopic) {
      const oldest = mailbox.values().next().value
      if (!oldest) break
      this.#remove(oldest)
      this.#evicted += 1
    }
    while (this.#topics.size > this.limits.maxTopics) {
      if (!this.#evictOldestOf(this.#owners.heaviest())) break
    }
    return { stored, duplicate: false }
  }

  /** The stored message with this sequence number, if it is still stored and unexpired. */
  get(seq: number, now: number): StoredMessage | undefined {
    const stored = this.#bySeq.get(seq)
    return stored && stored.expiresAt > now ? stored : undefined
  }

  /** The unexpired stored message of a topic with this cluster id, if any. */
  findByClusterId(topic: string, clusterId: string, now: number): StoredMessage | undefined {
    for (const stored of this.#topics.get(topic)?.values() ?? []) {
      if (stored.clusterId === clusterId) return stored.expiresAt > now ? stored : undefined
    }
    return undefined
  }

  /** Records that a connection was sent a message (counted against the bounds). */
  markDelivered(message: StoredMessage, connectionId: number): void {
    const stored = this.#bySeq.get(message.seq)
    if (!stored || stored.deliveredTo.has(connectionId)) return
    stored.deliveredTo.add(connectionId)
    this.#charge(stored, MEMORY_COST.deliveryMark)
  }

  /** Records that a client acknowledged (or fetched) a message (counted against the bounds). */
  markAcknowledged(message: StoredMessage, clientId: string): void {
    const stored = this.#bySeq.get(message.seq)
    if (!stored || stored.acknowledgedBy.has(clientId)) return
    stored.acknowledgedBy.add(clientId)
    this.#charge(stored, MEMORY_COST.deliveryMark)
  }

  /** The unexpired messages of a topic, oldest first. */
  list(topic: string, now: number): StoredMessage[] {
    const mailbox = this.#topics.get(topic)
    if (!mailbox) return []
    const live: StoredMessage[] = []
    for (const stored of [...mailbox.values()]) {
      if (stored.expiresAt <= now) this.#remove(stored)
      else live.push(stored)
    }
    return live
  }

  /** Drops every expired message; returns how many were dropped. */
  sweep(now: number): number {
    let dropped = 0
    for (const stored of [...this.#bySeq.values()]) {
      if (stored.expiresAt <= now) {
        this.#remove(stored)
        dropped++
      }
    }
    return dropped
  }

  /** What the store holds now (expired messages not yet swept included). */
  stats(): MessageStoreStats {
    return {
      topics: this.#topics.size,
      messages: this.#bySeq.size,
      bytes: this.#bytes,
      storedBytes: this.#storedBytes,
    }
  }

  /** Messages removed before their TTL to keep a bound (per topic, topics, bytes), since start. */
  get evictedMessages(): number {
    return this.#evicted
  }

  /** Accounted bytes one client identity has stored. */
  storedBytesOf(clientId: string): number {
    return this.#owners.bytesOfClient(clientId)
  }

  /** Forgets everything. */
  clear(): void {
    this.#topics.clear()
    this.#bySeq.clear()
    this.#owners.clear()
    this.#bytes = 0
    this.#storedBytes = 0
  }

  /** Evicts until `cost` more bytes fit the per-client, per-address and total bounds. */
  #makeRoom(owner: MessageOwner, cost: number, total: number): void {
    const perClient = this.limits.maxStoredBytesPerClient ?? Number.POSITIVE_INFINITY
    const perIp = this.limits.maxStoredBytesPerIp ?? Number.POSITIVE_INFINITY
    if (cost > perClient || cost > perIp || cost > total) {
      throw new StoreFullError('The message does not fit the relay’s storage bounds')
    }
    while (this.#owners.bytesOfClient(owner.clientId) + cost > perClient) {
      if (!this.#evictOldestOf(this.#owners.ledgerOf(owner.clientId))) break
    }
    while (this.#owners.bytesOfIp(owner.ip) + cost > perIp) {
      if (!this.#evictOldestOf(this.#owners.heaviestOfIp(owner.ip))) break
    }
    while (this.#storedBytes + cost > total) {
      if (!this.#evictOldestOf(this.#owners.heaviest())) break
    }
    if (this.#storedBytes + cost > total) {
      throw new StoreFullError('The relay is at its memory bound')
    }
  }

  #evictOldestOf(ledger: OwnerLedger<MutableStoredMessage> | undefined): boolean {
    const oldest = ledger?.messages.values().next().value
    if (!oldest) return false
    this.#remove(oldest)
    this.#evicted += 1
    return true
  }

  #charge(stored: MutableStoredMessage, bytes: number): void {
    stored.cost += bytes
    this.#storedBytes += bytes
    this.#owners.charge(stored, bytes)
  }

  #remove(stored: MutableStoredMessage): void {
    if (this.#bySeq.get(stored.seq) !== stored) return
    this.#bySeq.delete(stored.seq)
    const mailbox = this.#topics.get(stored.topic)
    mailbox?.delete(stored.message)
    if (mailbox?.size === 0) this.#topics.delete(stored.topic)
    this.#owners.remove(stored)
    this.#bytes -= stored.bytes
    this.#storedBytes -= stored.cost
  }
}

/** One published message, kept until its TTL runs out or it is evicted. */
export interface StoredMessage {
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
  /** Ids of the connections this message was sent to (or published from). */
  readonly deliveredTo: Set<number>
  /** Client ids that acknowledged it (or published it): not replayed to them on a new connection. */
  readonly acknowledgedBy: Set<string>
}

/** What a publish stores. */
export interface MessageInput {
  readonly topic: string
  readonly message: string
  readonly tag: number
  readonly ttlSeconds: number
  readonly attestation?: string | undefined
}

/** Bounds of a {@link MessageStore}. */
export interface MessageStoreLimits {
  readonly maxMessagesPerTopic: number
  readonly maxTopics: number
  readonly maxStoredBytes: number
}

/** Counts describing what a {@link MessageStore} holds. */
export interface MessageStoreStats {
  readonly topics: number
  readonly messages: number
  readonly bytes: number
}

/**
 * Per-topic mailboxes of published messages, bounded in count, size and time. Topics are kept in
 * least-recently-published order so that eviction drops the stalest first. Expiry is checked on
 * every read, so an expired message is never served even between sweeps.
 */
export class MessageStore {
  /** topic → (message text → stored message), both in insertion order. */
  readonly #topics = new Map<string, Map<string, StoredMessage>>()
  #messages = 0
  #bytes = 0

  constructor(private readonly limits: MessageStoreLimits) {}

  /**
   * Stores a message published now. Publishing the same text on the same topic again returns
   * the stored message with `duplicate: true` and changes nothing.
   */
  add(input: MessageInput, now: number): { stored: StoredMessage; duplicate: boolean } {
    const existing = this.#topics.get(input.topic)?.get(input.message)
    if (existing && existing.expiresAt > now) return { stored: existing, duplicate: true }
    if (existing) this.#remove(existing)

    const stored: StoredMessage = {
      topic: input.topic,
      message: input.message,
      tag: input.tag,
      attestation: input.attestation,
      publishedAt: now,
      expiresAt: now + input.ttlSeconds * 1000,
      bytes: Buffer.byteLength(input.message, 'utf8'),
      deliveredTo: new Set(),
      acknowledgedBy: new Set(),
    }
    const mailbox = this.#topics.get(input.topic) ?? new Map<string, StoredMessage>()
    // Re-insert the topic so that it becomes the most recently published.
    this.#topics.delete(input.topic)
    this.#topics.set(input.topic, mailbox)
    mailbox.set(stored.message, stored)
    this.#messages++
    this.#bytes += stored.bytes
    this.#enforceLimits(mailbox)
    return { stored, duplicate: false }
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
    for (const mailbox of [...this.#topics.values()]) {
      for (const stored of [...mailbox.values()]) {
        if (stored.expiresAt <= now) {
          this.#remove(stored)
          dropped++
        }
      }
    }
    return dropped
  }

  /** What the store holds now (expired messages not yet swept included). */
  stats(): MessageStoreStats {
    return { topics: this.#topics.size, messages: this.#messages, bytes: this.#bytes }
  }

  /** Forgets everything. */
  clear(): void {
    this.#topics.clear()
    this.#messages = 0
    this.#bytes = 0
  }

  #enforceLimits(latest: Map<string, StoredMessage>): void {
    while (latest.size > this.limits.maxMessagesPerTopic) {
      const oldest = latest.values().next().value
      if (!oldest) break
      this.#remove(oldest)
    }
    while (this.#topics.size > this.limits.maxTopics) {
      const [, stalest] = this.#topics.entries().next().value ?? []
      if (!stalest) break
      for (const stored of [...stalest.values()]) this.#remove(stored)
    }
    while (this.#bytes > this.limits.maxStoredBytes) {
      const stalest = this.#topics.values().next().value
      const oldest = stalest?.values().next().value
      if (!oldest) break
      this.#remove(oldest)
    }
  }

  #remove(stored: StoredMessage): void {
    const mailbox = this.#topics.get(stored.topic)
    if (!mailbox || mailbox.get(stored.message) !== stored) return
    mailbox.delete(stored.message)
    this.#messages--
    this.#bytes -= stored.bytes
    if (mailbox.size === 0) this.#topics.delete(stored.topic)
  }
}

import type { RelayConnection } from './connection.js'

/** What {@link TopicSubscriptions} reports as topics gain their first or lose their last subscriber. */
export interface TopicWatcher {
  /** A topic has its first subscriber on this node. */
  onFirstSubscriber?(topic: string): void
  /** A topic has no subscriber left on this node. */
  onLastSubscriber?(topic: string): void
}

/**
 * Who on this node is subscribed to which topic (the reverse of each connection's own
 * `subscriptions` map), with the count the memory bound charges for.
 */
export class TopicSubscriptions {
  readonly #subscribers = new Map<string, Set<RelayConnection>>()
  #count = 0

  constructor(private readonly watcher: TopicWatcher = {}) {}

  /** Records `connection` on `topic` under `subscriptionId`; `false` if it already was. */
  add(connection: RelayConnection, topic: string, subscriptionId: string): boolean {
    if (connection.subscriptions.has(topic)) return false
    connection.subscriptions.set(topic, subscriptionId)
    this.#count++
    let subscribers = this.#subscribers.get(topic)
    if (!subscribers) {
      subscribers = new Set<RelayConnection>()
      this.#subscribers.set(topic, subscribers)
      this.watcher.onFirstSubscriber?.(topic)
    }
    subscribers.add(connection)
    return true
  }

  /** Removes `connection` from `topic`; `false` if it was not subscribed. */
  remove(connection: RelayConnection, topic: string): boolean {
    if (!connection.subscriptions.delete(topic)) return false
    this.#count--
    const subscribers = this.#subscribers.get(topic)
    subscribers?.delete(connection)
    if (subscribers?.size === 0) {
      this.#subscribers.delete(topic)
      this.watcher.onLastSubscriber?.(topic)
    }
    return true
  }

  /** The connections subscribed to `topic` on this node. */
  of(topic: string): ReadonlySet<RelayConnection> {
    return this.#subscribers.get(topic) ?? NONE
  }

  /** Subscriptions held on this node. */
  get count(): number {
    return this.#count
  }

  /** Topics with at least one subscriber on this node. */
  get topicCount(): number {
    return this.#subscribers.size
  }
}

const NONE: ReadonlySet<RelayConnection> = new Set()

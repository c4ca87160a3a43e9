import { createHash } from 'node:crypto'

/** Who published a message, as the nodes of a cluster share it. */
export interface ClusterOwner {
  readonly clientId: string
  readonly ip: string
}

/** A stored message as the nodes of a cluster share it (and as the shared store keeps it). */
export interface ClusterMessage {
  /** Identifies the message within its topic on every node: a hash of its text. */
  readonly id: string
  readonly topic: string
  readonly message: string
  readonly tag: number
  readonly attestation?: string | undefined
  /** Milliseconds since the epoch. */
  readonly publishedAt: number
  /** Milliseconds since the epoch. */
  readonly expiresAt: number
  readonly owner: ClusterOwner
  /** Client ids that acknowledged it on any node (the publisher included). */
  readonly acknowledgedBy: readonly string[]
}

/** What a node does with what other nodes report. */
export interface ClusterPeer {
  /** Another node stored a message: store it here too and deliver it to local subscribers. */
  onMessage(message: ClusterMessage): void
  /** A client acknowledged (or fetched) a message on another node. */
  onAcknowledged(topic: string, id: string, clientId: string): void
}

/** A client's acknowledgement of a shared message, as the shared store keeps it. */
export interface ClusterAcknowledgement {
  readonly topic: string
  readonly id: string
  readonly clientId: string
}

/** What {@link RelayCluster.load} read: messages this node lacked, acknowledgements of the rest. */
export interface ClusterLoad {
  readonly messages: readonly ClusterMessage[]
  readonly acknowledgements: readonly ClusterAcknowledgement[]
}

/**
 * The store shared by several relay processes. The hub keeps its in-memory store as each node's
 * working copy; a cluster makes every message durable before its publisher is answered, tells
 * the nodes that watch its topic about it, and serves every node the messages it may have missed.
 */
export interface RelayCluster {
  /** Sets who receives other nodes' messages and acknowledgements of the watched topics. */
  attach(peer: ClusterPeer): void
  /**
   * Starts receiving other nodes' events of `topics` (a node watches the topics its clients
   * subscribe to); resolves once they flow, so that a {@link load} after it misses nothing.
   */
  watch(topics: readonly string[]): Promise<void>
  /** Stops receiving other nodes' events of `topic`; failures are logged, not thrown. */
  unwatch(topic: string): void
  /** Resolves once `message` is stored (with its TTL) and announced; rejects if it is not. */
  persist(message: ClusterMessage): Promise<void>
  /** Records and announces an acknowledgement; failures are logged, not thrown. */
  acknowledge(topic: string, id: string, clientId: string): void
  /**
   * The unexpired stored messages of `topics`: the full records only of those `isHeld` says this
   * node lacks (so a node does not read again what it holds), and the acknowledgements of all.
   */
  load(
    topics: readonly string[],
    isHeld?: (topic: string, id: string) => boolean,
  ): Promise<ClusterLoad>
  /** Resolves when the shared store answers (`/ready`); rejects when it does not. */
  ping(): Promise<unknown>
  /** Disconnects. */
  close(): Promise<void>
}

/** The shared form of a message stored on this node, with the publisher as its first acknowledger. */
export function toClusterMessage(
  stored: Omit<ClusterMessage, 'id' | 'acknowledgedBy'>,
  id: string,
): ClusterMessage {
  return {
    id,
    topic: stored.topic,
    message: stored.message,
    tag: stored.tag,
    attestation: stored.attestation,
    publishedAt: stored.publishedAt,
    expiresAt: stored.expiresAt,
    owner: stored.owner,
    acknowledgedBy: [stored.owner.clientId],
  }
}

/** The cluster-wide id of a message text (the relay dedupes by text within a topic). */
export function clusterMessageId(message: string): string {
  return createHash('sha256').update(message).digest('hex').slice(0, 32)
}

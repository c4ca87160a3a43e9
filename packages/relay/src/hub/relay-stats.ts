import type { MessageStoreStats } from '../store/message-store.js'

/** The relay's memory as it counts it: everything it keeps, against its bound. */
export interface RelayMemoryStats {
  readonly usedBytes: number
  readonly boundBytes: number
}

/** Counts describing the hub right now. */
export interface RelayStats extends MessageStoreStats {
  readonly connections: number
  readonly subscribedTopics: number
  readonly subscriptions: number
  readonly pendingAcks: number
  /** Bytes handed to sockets and not yet written out, over all connections. */
  readonly queuedBytes: number
  /** Stored messages removed before their TTL to keep a bound, since start. */
  readonly evictedMessages: number
  readonly memory: RelayMemoryStats
}

/** A connection the hub will not take; the reason goes into the 1013 close frame. */
export class ConnectionRefusedError extends Error {
  override readonly name = 'ConnectionRefusedError'
}

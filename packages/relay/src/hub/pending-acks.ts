import type { PendingAck, RelayConnection } from './connection.js'

/**
 * The deliveries every connection of this node still waits to hear `true` for: each a reference
 * into the store (sequence number and size), counted once for the memory bound.
 */
export class PendingAcks {
  #count = 0

  /** Notes that `requestId` delivered a stored message of `bytes` to `connection`. */
  track(connection: RelayConnection, requestId: string, pending: PendingAck): void {
    connection.pendingAcks.set(requestId, pending)
    connection.unackedBytes += pending.bytes
    this.#count++
  }

  /** Takes the delivery `requestId` off `connection`'s list; `undefined` if it was not on it. */
  settle(connection: RelayConnection, requestId: string): PendingAck | undefined {
    const pending = connection.pendingAcks.get(requestId)
    if (!pending) return undefined
    connection.pendingAcks.delete(requestId)
    connection.unackedBytes -= pending.bytes
    this.#count--
    return pending
  }

  /**
   * Forgets deliveries that waited `timeoutMs` or longer for their acknowledgement; returns how
   * many it forgot.
   */
  expire(connection: RelayConnection, now: number, timeoutMs: number): number {
    let expired = 0
    for (const [requestId, pending] of connection.pendingAcks) {
      if (now - pending.sentAt < timeoutMs) continue
      this.settle(connection, requestId)
      expired++
    }
    return expired
  }

  /** Forgets every delivery of a closed connection. */
  clear(connection: RelayConnection): void {
    this.#count -= connection.pendingAcks.size
    connection.pendingAcks.clear()
    connection.unackedBytes = 0
  }

  /** Deliveries waiting for an acknowledgement on this node. */
  get count(): number {
    return this.#count
  }
}

import type { RelayLimits } from '../options.js'
import type { StoredMessage } from '../store/message-store.js'
import type { RelayConnection } from './connection.js'
import { MEMORY_COST } from './memory-costs.js'

/** Bytes of an `irn_subscription` frame besides the message text (envelope, ids, topic). */
export const DELIVERY_ENVELOPE_BYTES = 320

/** Whether a connection has not been sent a message and its client has not acknowledged it. */
export function isDue(connection: RelayConnection, stored: StoredMessage): boolean {
  return !stored.deliveredTo.has(connection.id) && !stored.acknowledgedBy.has(connection.clientId)
}

/**
 * The window a connection starts with (slow start): `initialUnackedBytesPerConnection`, never
 * above `maxUnackedBytesPerConnection`.
 */
export function initialWindowBytes(
  limits: Pick<RelayLimits, 'initialUnackedBytesPerConnection' | 'maxUnackedBytesPerConnection'>,
): number {
  return Math.min(limits.initialUnackedBytesPerConnection, limits.maxUnackedBytesPerConnection)
}

/**
 * Whether one more delivery of `bytes` fits the connection's window (pending acknowledgements,
 * unacknowledged bytes within its current window, send queue) and the relay's memory bound,
 * with `memoryUsed` counted now. A connection with nothing outstanding always gets one
 * message, however large.
 */
export function fitsDeliveryWindow(
  connection: RelayConnection,
  bytes: number,
  limits: Readonly<RelayLimits>,
  memoryUsed: number,
): boolean {
  const frameBytes = bytes + DELIVERY_ENVELOPE_BYTES
  if (connection.pendingAcks.size >= limits.maxPendingAcksPerConnection) return false
  if (connection.unackedBytes > 0 && connection.unackedBytes + bytes > connection.windowBytes) {
    return false
  }
  if (
    connection.queuedBytes > 0 &&
    connection.queuedBytes + frameBytes > limits.maxSendQueueBytes
  ) {
    return false
  }
  return memoryUsed + frameBytes + MEMORY_COST.pendingAck <= limits.maxMemoryBytes
}

/**
 * The oldest of `due` that one `irn_batchFetchMessages` answer carries: at most `maxBatchSize`
 * messages and about half a send queue of bytes (always at least one).
 */
export function fetchBatch<Message extends { readonly bytes: number }>(
  due: readonly Message[],
  limits: Pick<RelayLimits, 'maxBatchSize' | 'maxSendQueueBytes'>,
): Message[] {
  const batch: Message[] = []
  let bytes = 0
  for (const message of due) {
    if (batch.length >= limits.maxBatchSize) break
    if (batch.length > 0 && bytes + message.bytes > limits.maxSendQueueBytes / 2) break
    batch.push(message)
    bytes += message.bytes
  }
  return batch
}

import type { StoredMessage } from '../store/message-store.js'

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
  /** The message's id across the nodes of a cluster (a hash of its text), in a cluster. */
  readonly clusterId?: string | undefined
}

/** The client-facing shape of a stored message. */
export function toDelivered(stored: StoredMessage): DeliveredMessage {
  const delivered: DeliveredMessage = {
    topic: stored.topic,
    message: stored.message,
    publishedAt: stored.publishedAt,
    tag: stored.tag,
  }
  if (stored.attestation !== undefined) delivered.attestation = stored.attestation
  return delivered
}

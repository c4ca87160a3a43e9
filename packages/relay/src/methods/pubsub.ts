import { fetchShared, replayShared } from '../cluster/shared-reads.js'
import { publishShared } from '../cluster/shared-writes.js'
import type { MethodContext, MethodHandler } from './method.js'
import { parseParams, whenStored } from './method.js'

/** `irn_subscribe` `{ topic }` → subscription id; stored messages follow the answer. */
export const subscribe: MethodHandler = (context, params) => {
  const { topic } = parseParams(context.schemas.subscribe, params)
  const [id] = context.hub.subscribe(context.connection, [topic])
  return { result: id, afterAnswer: () => replay(context, [topic]) }
}

/** `irn_batchSubscribe` `{ topics }` → subscription ids in the same order. */
export const batchSubscribe: MethodHandler = (context, params) => {
  const { topics } = parseParams(context.schemas.batchSubscribe, params)
  const ids = context.hub.subscribe(context.connection, topics)
  return { result: ids, afterAnswer: () => replay(context, topics) }
}

/** `irn_unsubscribe` `{ topic, id }` → `true` (also when not subscribed). */
export const unsubscribe: MethodHandler = ({ hub, connection, schemas }, params) => {
  const { topic } = parseParams(schemas.unsubscribe, params)
  hub.unsubscribe(connection, topic)
  return { result: true }
}

/** `irn_batchUnsubscribe` `{ subscriptions: [{ topic, id }] }` → `true`. */
export const batchUnsubscribe: MethodHandler = ({ hub, connection, schemas }, params) => {
  const { subscriptions } = parseParams(schemas.batchUnsubscribe, params)
  for (const { topic } of subscriptions) hub.unsubscribe(connection, topic)
  return { result: true }
}

/** `irn_publish` `{ topic, message, ttl, tag?, prompt?, attestation? }` → `true`. */
export const publish: MethodHandler = ({ hub, connection, schemas, logger }, params) => {
  const { topic, message, ttl, tag, attestation } = parseParams(schemas.publish, params)
  const input = {
    topic,
    message,
    ttlSeconds: ttl,
    tag: tag ?? 0,
    attestation,
  }
  return { result: whenStored([publishShared(hub, connection, logger, input)], true) }
}

/** `irn_batchPublish` `{ messages: [publish params] }` → `true`; all are validated first. */
export const batchPublish: MethodHandler = ({ hub, connection, schemas, logger }, params) => {
  const { messages } = parseParams(schemas.batchPublish, params)
  const stored = messages.map(({ topic, message, ttl, tag, attestation }) => {
    const input = { topic, message, ttlSeconds: ttl, tag: tag ?? 0, attestation }
    return publishShared(hub, connection, logger, input)
  })
  return { result: whenStored(stored, true) }
}

/** `irn_batchFetchMessages` `{ topics }` → `{ messages, hasMore }`. */
export const batchFetchMessages: MethodHandler = ({ hub, connection, schemas }, params) => {
  const { topics } = parseParams(schemas.batchFetchMessages, params)
  const shared = hub.sharedStore ? fetchShared(hub, connection, topics) : undefined
  return { result: shared ?? hub.fetch(connection, topics) }
}

/** Replays stored messages once a subscription is answered (from the shared store in a cluster). */
export function replay(context: MethodContext, topics: readonly string[]): void {
  replayShared(context.hub, context.connection, topics, (error) =>
    context.logger.warn('shared store unreadable, replaying local copies', {
      error: String(error),
    }),
  )
}

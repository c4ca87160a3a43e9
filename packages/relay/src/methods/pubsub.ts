import type { MethodHandler } from './method.js'
import { parseParams } from './method.js'

/** `irn_subscribe` `{ topic }` → subscription id; stored messages follow the answer. */
export const subscribe: MethodHandler = ({ hub, connection, schemas }, params) => {
  const { topic } = parseParams(schemas.subscribe, params)
  const [id] = hub.subscribe(connection, [topic])
  return { result: id, afterAnswer: () => hub.replay(connection, [topic]) }
}

/** `irn_batchSubscribe` `{ topics }` → subscription ids in the same order. */
export const batchSubscribe: MethodHandler = ({ hub, connection, schemas }, params) => {
  const { topics } = parseParams(schemas.batchSubscribe, params)
  const ids = hub.subscribe(connection, topics)
  return { result: ids, afterAnswer: () => hub.replay(connection, topics) }
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
export const publish: MethodHandler = ({ hub, connection, schemas }, params) => {
  const { topic, message, ttl, tag, attestation } = parseParams(schemas.publish, params)
  hub.publish(connection, { topic, message, ttlSeconds: ttl, tag: tag ?? 0, attestation })
  return { result: true }
}

/** `irn_batchPublish` `{ messages: [publish params] }` → `true`; all are validated first. */
export const batchPublish: MethodHandler = ({ hub, connection, schemas }, params) => {
  const { messages } = parseParams(schemas.batchPublish, params)
  for (const { topic, message, ttl, tag, attestation } of messages) {
    hub.publish(connection, { topic, message, ttlSeconds: ttl, tag: tag ?? 0, attestation })
  }
  return { result: true }
}

/** `irn_batchFetchMessages` `{ topics }` → `{ messages, hasMore }`. */
export const batchFetchMessages: MethodHandler = ({ hub, connection, schemas }, params) => {
  const { topics } = parseParams(schemas.batchFetchMessages, params)
  return { result: hub.fetch(connection, topics) }
}

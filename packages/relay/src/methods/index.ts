import type { MethodHandler } from './method.js'
import * as pubsub from './pubsub.js'
import * as session from './session.js'

/** Every JSON-RPC method the relay answers, by name. Anything else gets `-32601`. */
export const RELAY_METHODS: ReadonlyMap<string, MethodHandler> = new Map([
  ['irn_subscribe', pubsub.subscribe],
  ['irn_batchSubscribe', pubsub.batchSubscribe],
  ['irn_unsubscribe', pubsub.unsubscribe],
  ['irn_batchUnsubscribe', pubsub.batchUnsubscribe],
  ['irn_publish', pubsub.publish],
  ['irn_batchPublish', pubsub.batchPublish],
  ['irn_batchFetchMessages', pubsub.batchFetchMessages],
  ['wc_proposeSession', session.proposeSession],
  ['wc_approveSession', session.approveSession],
])

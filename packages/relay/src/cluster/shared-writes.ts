import { RPC_ERROR_CODE } from '../constants.js'
import type { RelayConnection } from '../hub/connection.js'
import type { PublishInput, RelayHub } from '../hub/relay-hub.js'
import { RelayRpcError } from '../hub/relay-rpc-error.js'
import type { RelayLogger } from '../logger.js'
import { clusterMessageId, toClusterMessage } from './cluster-link.js'

/** What the publisher is told when the shared store did not take its message. */
export const SHARED_STORE_FAILED =
  'Relay storage unavailable: the message was not stored, try again'

/**
 * Publishes through the hub (quotas, local store, local delivery). In a cluster, also returns a
 * promise that settles once the shared store holds the message and the other nodes were told:
 * the publisher is answered only then, so an acknowledged message survives this node. It
 * rejects with `-32603` if the shared store did not take it.
 */
export function publishShared(
  hub: RelayHub,
  from: RelayConnection,
  logger: RelayLogger,
  input: PublishInput,
): Promise<void> | undefined {
  const shared = hub.sharedStore
  if (!shared) {
    hub.publish(from, input)
    return undefined
  }
  const clusterId = clusterMessageId(input.message)
  const stored = hub.publish(from, { ...input, clusterId })
  return shared.persist(toClusterMessage(stored, clusterId)).catch((error: unknown) => {
    logger.error('shared store refused a message', { error: String(error) })
    throw new RelayRpcError(RPC_ERROR_CODE.internalError, SHARED_STORE_FAILED)
  })
}

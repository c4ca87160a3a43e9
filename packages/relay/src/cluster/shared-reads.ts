import type { RelayConnection } from '../hub/connection.js'
import type { DeliveredMessage, RelayHub } from '../hub/relay-hub.js'

/**
 * Replays stored messages of `topics` to a connection that just subscribed. In a cluster, the
 * shared store's messages this node missed (published before it started, or while its event
 * channel was down) are taken in first; if the shared store cannot be read, the local copies
 * are replayed.
 */
export function replayShared(
  hub: RelayHub,
  connection: RelayConnection,
  topics: readonly string[],
  onError: (error: unknown) => void,
): void {
  const shared = hub.sharedStore
  if (!shared) {
    hub.replay(connection, topics)
    return
  }
  shared.load(topics).then(
    (messages) => {
      for (const message of messages) hub.ingest(message, false)
      hub.replay(connection, topics)
    },
    (error: unknown) => {
      onError(error)
      hub.replay(connection, topics)
    },
  )
}

/** `hub.fetch`, after taking in what the shared store holds for `topics` (in a cluster). */
export async function fetchShared(
  hub: RelayHub,
  connection: RelayConnection,
  topics: readonly string[],
): Promise<{ messages: DeliveredMessage[]; hasMore: boolean }> {
  const shared = hub.sharedStore
  if (shared) for (const message of await shared.load(topics)) hub.ingest(message, false)
  return hub.fetch(connection, topics)
}

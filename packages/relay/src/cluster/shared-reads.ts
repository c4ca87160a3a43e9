import type { RelayConnection } from '../hub/connection.js'
import type { DeliveredMessage, RelayHub } from '../hub/relay-hub.js'

/**
 * Replays stored messages of `topics` to a connection that just subscribed. In a cluster, this
 * node first starts watching the topics' events, then takes in the shared store's messages it
 * missed (published before it watched them, or while its event channel was down); if the shared
 * store cannot be read, the local copies are replayed.
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
  shared
    .watch(topics)
    .then(() => {
      // The client may have unsubscribed (or gone) while the watch started.
      for (const topic of topics) if (!hub.hasSubscribers(topic)) shared.unwatch(topic)
      // Subscribers of a topic arriving together share one read of what the node lacks.
      return hub.sharedReads.run(topics, (unread) => takeInShared(hub, unread))
    })
    .then(
      () => hub.replay(connection, topics),
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
  if (hub.sharedStore) await takeInShared(hub, topics)
  return hub.fetch(connection, topics)
}

/** Copies the shared messages of `topics` this node lacks, and every acknowledgement of them. */
async function takeInShared(hub: RelayHub, topics: readonly string[]): Promise<void> {
  const shared = hub.sharedStore
  if (!shared) return
  const loaded = await shared.load(topics, (topic, id) => hub.holdsShared(topic, id))
  for (const message of loaded.messages) hub.ingest(message, false)
  for (const { topic, id, clientId } of loaded.acknowledgements) {
    hub.acknowledgedElsewhere(topic, id, clientId)
  }
}

import type { FoyerClient, FoyerEventRecord } from '@foyer/core'

/** How many events the demo keeps on show. */
export const EVENT_LOG_LIMIT = 50

/** One logged event with a number unique in its log. */
export interface LoggedEvent {
  id: number
  record: FoyerEventRecord
}

/** A store of the latest client events, newest first, for `useSyncExternalStore`. */
export interface EventLog {
  getSnapshot(): readonly LoggedEvent[]
  subscribe(listener: () => void): () => void
}

/**
 * Records every event the client publishes (MODAL_OPEN, CONNECT_SUCCESS, …) from now on,
 * including those published in one burst (a hook holding only the latest would miss them).
 */
export function createEventLog(client: FoyerClient): EventLog {
  let events: readonly LoggedEvent[] = []
  let count = 0
  const listeners = new Set<() => void>()
  client.events.subscribe((record) => {
    count += 1
    events = [{ id: count, record }, ...events].slice(0, EVENT_LOG_LIMIT)
    for (const listener of listeners) listener()
  })
  return {
    getSnapshot: () => events,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

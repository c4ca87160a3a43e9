import type { StoredAnalyticsEvent } from './event-schema.js'

/** How many events the in-memory store keeps by default (the oldest go first). */
export const DEFAULT_ANALYTICS_EVENT_LIMIT = 10_000

/** Where received analytics events go. */
export interface AnalyticsEventStore {
  add(event: StoredAnalyticsEvent): void
  /** The events kept, oldest first. */
  list(): readonly StoredAnalyticsEvent[]
  /** How many events were received in all (dropped ones included). */
  readonly received: number
}

/**
 * Keeps the last `limit` events in memory: enough for a self-hosted app to see what its
 * modal reports, bounded so that a flood cannot exhaust the server's memory.
 */
export function createMemoryEventStore(limit = DEFAULT_ANALYTICS_EVENT_LIMIT): AnalyticsEventStore {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`The analytics event limit must be a positive integer, not ${limit}`)
  }
  const events: StoredAnalyticsEvent[] = []
  let received = 0
  return {
    add(event) {
      received += 1
      events.push(event)
      if (events.length > limit) events.splice(0, events.length - limit)
    },
    list: () => events,
    get received() {
      return received
    },
  }
}

import type { FoyerEventListener, FoyerEventRecord } from './types.js'

/** The client's event channel: the host app subscribes, core publishes. */
export interface FoyerEventBus {
  /** Calls `listener` with every event from now on; returns the unsubscribe function. */
  subscribe(listener: FoyerEventListener): () => void
  /** Hands `event` to every listener; a listener that throws is logged and skipped. */
  publish(event: FoyerEventRecord): void
}

/** A fresh event bus. */
export function createEventBus(): FoyerEventBus {
  const listeners = new Set<FoyerEventListener>()
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    publish(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event)
        } catch (error) {
          console.error('[foyer] an event listener threw', error)
        }
      }
    },
  }
}

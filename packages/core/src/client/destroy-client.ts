import type { FoyerClient } from './types.js'

/**
 * Stops the client: cancels its timers, ignores adapter events from now on and lets every
 * adapter release what it took. The stores keep their last state. Safe to call more than once.
 */
export function destroyClient(client: FoyerClient): void {
  for (const timer of client.runtime.timers.values()) clearTimeout(timer)
  client.runtime.timers.clear()
  client.runtime.destroyed = true
  for (const cleanup of client.runtime.cleanups ?? []) cleanup()
  client.runtime.cleanups?.clear()
  for (const adapter of client.adapters.values()) {
    try {
      adapter.destroy?.()
    } catch (error) {
      console.warn(`[foyer] the ${adapter.namespace} adapter failed to stop`, error)
    }
  }
}

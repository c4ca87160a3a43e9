/** A listener of an EIP-1193 provider event. */
export type ProviderListener = (...args: unknown[]) => void

/** The listeners of a provider whose implementation may load later. */
export interface ProviderListeners {
  on(event: string, listener: ProviderListener): void
  removeListener(event: string, listener: ProviderListener): void
  /**
   * Calls the event's listeners (those registered when it starts) with `args`. A throwing
   * listener is logged and does not stop the others, nor the code that emits.
   */
  emit(event: string, ...args: unknown[]): void
}

/**
 * The `on`/`removeListener` side of a provider that hands out a stand-in before its real
 * implementation loads (WalletConnect, Coinbase SDK, embedded wallet): listeners can be added at
 * any time, and the implementation, once loaded, reports its events through `emit`.
 */
export function createProviderListeners(): ProviderListeners {
  const listeners = new Map<string, Set<ProviderListener>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(...args)
        } catch (error) {
          console.error(`[foyer] a ${event} listener failed`, error)
        }
      }
    },
  }
}

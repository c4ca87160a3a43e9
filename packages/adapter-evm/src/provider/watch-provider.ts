import type { Eip1193Provider } from './types.js'

/** Handlers for the EIP-1193 events Foyer follows; each receives the raw, untrusted payload. */
export interface ProviderEventHandlers {
  accountsChanged(payload: unknown): void
  chainChanged(payload: unknown): void
  disconnect(payload: unknown): void
}

/**
 * Subscribes to a provider's `accountsChanged`, `chainChanged` and `disconnect` events.
 * Providers without `on`/`removeListener` are tolerated (no events). Returns a function
 * that unsubscribes.
 */
export function watchProvider(
  provider: Eip1193Provider,
  handlers: ProviderEventHandlers,
): () => void {
  if (typeof provider.on !== 'function') return () => {}
  const listeners = {
    accountsChanged: (payload: unknown) => handlers.accountsChanged(payload),
    chainChanged: (payload: unknown) => handlers.chainChanged(payload),
    disconnect: (payload: unknown) => handlers.disconnect(payload),
  }
  for (const [event, listener] of Object.entries(listeners)) provider.on(event, listener)
  return () => {
    if (typeof provider.removeListener !== 'function') return
    for (const [event, listener] of Object.entries(listeners)) {
      provider.removeListener(event, listener)
    }
  }
}

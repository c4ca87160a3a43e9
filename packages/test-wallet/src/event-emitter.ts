import type { ProviderRpcError } from './errors.js'

/** The events of an EIP-1193 provider and what their listeners receive. */
export interface ProviderEventMap {
  connect: (info: { chainId: `0x${string}` }) => void
  disconnect: (error: ProviderRpcError) => void
  chainChanged: (chainId: `0x${string}`) => void
  accountsChanged: (accounts: `0x${string}`[]) => void
}

/** The event name of an EIP-1193 provider. */
export type ProviderEvent = keyof ProviderEventMap

/** `on` / `removeListener` / `emit` for EIP-1193 events. */
export interface ProviderEventEmitter {
  on<E extends ProviderEvent>(event: E, listener: ProviderEventMap[E]): void
  removeListener<E extends ProviderEvent>(event: E, listener: ProviderEventMap[E]): void
  emit<E extends ProviderEvent>(event: E, data: Parameters<ProviderEventMap[E]>[0]): void
}

/**
 * A small event emitter. A listener that throws is reported with `console.error` and does
 * not stop the listeners after it.
 */
export function createProviderEventEmitter(): ProviderEventEmitter {
  const listeners = new Map<string, Set<(data: unknown) => void>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (data: unknown) => void)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as (data: unknown) => void)
    },
    emit(event, data) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(data)
        } catch (error) {
          console.error(`A "${event}" listener of the test wallet threw:`, error)
        }
      }
    },
  }
}

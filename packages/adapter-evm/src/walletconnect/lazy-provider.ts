import { createProviderListeners } from '../provider/provider-listeners.js'
import type { Eip1193Provider, Eip1193RequestArguments } from '../provider/types.js'

/** A provider implementation once its code has loaded. */
export interface LoadedProvider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  /** Closes the connections it holds. */
  close(): Promise<void>
}

/** Hands an event to the listeners registered on the lazy provider. */
export type ProviderEmit = (event: string, payload: unknown) => void

/** An EIP-1193 provider whose implementation loads on first use; `close` releases it. */
export interface LazyProvider extends Eip1193Provider {
  on(event: string, listener: (...args: unknown[]) => void): void
  removeListener(event: string, listener: (...args: unknown[]) => void): void
  /** Closes the loaded implementation, if any; a later request loads it again. */
  close(): Promise<void>
}

/**
 * An EIP-1193 provider that costs nothing until used: the first `request` runs `load`
 * (which imports the implementation with `import()`), later ones reuse it. Listeners can
 * be added before it loads; the implementation reports events through `emit`. A failed
 * load is retried on the next request.
 */
export function createLazyProvider(load: (emit: ProviderEmit) => Promise<LoadedProvider>) {
  const listeners = createProviderListeners()
  const emit: ProviderEmit = listeners.emit
  let loading: Promise<LoadedProvider> | undefined
  const loaded = () => {
    if (!loading) {
      const attempt = load(emit)
      loading = attempt
      attempt.catch(() => {
        if (loading === attempt) loading = undefined
      })
    }
    return loading
  }

  const provider: LazyProvider = {
    request: async (args) => (await loaded()).request(args),
    on: listeners.on,
    removeListener: listeners.removeListener,
    async close() {
      const current = loading
      loading = undefined
      const implementation = await current?.catch(() => undefined)
      await implementation?.close()
    },
  }
  return provider
}

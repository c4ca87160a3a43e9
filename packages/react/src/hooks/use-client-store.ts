import type { FoyerClient } from '@foyer/core'
import { useStoreSelector } from '@foyer/views/base'
import { useFoyerInstance } from '../context.js'

/** A slice of one of the client's stores, re-rendering when it changes. */
export function useClientStore<Key extends keyof FoyerClient['stores'], Selected>(
  key: Key,
  selector: (state: ReturnType<FoyerClient['stores'][Key]['getState']>) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): Selected {
  const { client } = useFoyerInstance()
  const store = client.stores[key] as unknown as {
    getState(): ReturnType<FoyerClient['stores'][Key]['getState']>
    subscribe(listener: () => void): () => void
  }
  return useStoreSelector(store, selector, isEqual)
}

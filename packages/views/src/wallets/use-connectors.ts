import type { Connector, FoyerClient } from '@foyer/core'
import { useMemo } from 'react'
import { useStoreSelector } from '../client/use-store.js'

/** Every namespace's connectors in one list, kept current from the adapters. */
export function useConnectors(client: FoyerClient): readonly Connector[] {
  const byNamespace = useStoreSelector(client.stores.connectors, (state) => state.byNamespace)
  return useMemo(() => Object.values(byNamespace).flatMap((list) => list ?? []), [byNamespace])
}

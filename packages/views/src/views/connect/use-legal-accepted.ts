import type { FoyerClient } from '@foyer/core'
import { useSyncExternalStore } from 'react'

/** Whether the visitor ticked the legal checkbox, kept by core for the page's session. */
export function useLegalAccepted(client: FoyerClient): boolean {
  const modal = client.stores.modal
  return useSyncExternalStore(
    modal.subscribe,
    () => modal.getState().legalAccepted,
    () => false,
  )
}

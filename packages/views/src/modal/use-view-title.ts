import type { FoyerClient, View } from '@foyer/core'
import { useStoreSelector } from '../client/use-store.js'
import { t, useMessages } from '../messages/context.js'

/** The header title of a view (from the catalogue), `{name}` filled with the wallet's name. */
export function useViewTitle(client: FoyerClient, view: View): string {
  const messages = useMessages()
  const name = useStoreSelector(
    client.stores.router,
    (state) => state.data.connector?.name ?? state.data.wallet?.name ?? '',
  )
  return t(messages.titles[view], { name })
}

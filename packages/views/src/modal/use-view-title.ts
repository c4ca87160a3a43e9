import { RECOVERY_PASSWORD_APPROVAL } from '@foyer/common'
import type { FoyerClient, View } from '@foyer/core'
import { useStoreSelector } from '../client/use-store.js'
import { t, useMessages } from '../messages/context.js'
import { SOCIAL_BRANDS } from '../views/social/social-brands.js'

/**
 * The header title of a view (from the catalogue), `{name}` filled with the wallet's (or social
 * provider's) name. The frame's recovery password form (laid over the view) has its own.
 */
export function useViewTitle(client: FoyerClient, view: View): string {
  const messages = useMessages()
  const recovery = useStoreSelector(
    client.stores.router,
    (state) => state.data.approval === RECOVERY_PASSWORD_APPROVAL,
  )
  const name = useStoreSelector(
    client.stores.router,
    (state) =>
      state.data.connector?.name ??
      state.data.wallet?.name ??
      (state.data.social ? SOCIAL_BRANDS[state.data.social].name : ''),
  )
  if (recovery) return messages.email.recoveryTitle
  return t(messages.titles[view], { name })
}

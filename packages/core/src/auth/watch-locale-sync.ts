import type { SupportedLocale } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { findAuthConnector } from './find-auth-connector.js'

/** Where the modal's locale lives (the React package's locale store). */
export interface LocaleSource {
  /** A supported locale, or the pseudo-locale `en-XA`. */
  getState(): SupportedLocale | 'en-XA'
  subscribe(listener: () => void): () => void
}

/**
 * Keeps the embedded wallet's frame in the modal's language: sends the locale at once and on
 * every change. A locale the frame has no catalogue for (the pseudo-locale) is sent as
 * English. Nothing happens without an embedded wallet. Returns the function that stops.
 */
export function watchLocaleSync(client: FoyerClient, locales: LocaleSource): () => void {
  const connector = findAuthConnector(client)
  const sync = connector?.auth.syncLocale
  if (!connector || !sync) return () => {}
  const send = () => {
    const locale = locales.getState()
    sync.call(connector.auth, locale === 'en-XA' ? 'en' : locale)
  }
  send()
  return locales.subscribe(send)
}

import type { FoyerClient } from '../client/types.js'
import type { AuthConnector } from './find-auth-connector.js'

/**
 * Keeps the embedded wallet's frame on the modal's theme (SPEC §7 "sync theme"): sends the
 * theme at once and on every change of the theme store. Returns the function that stops.
 */
export function watchThemeSync(client: FoyerClient, connector: AuthConnector): () => void {
  const sync = connector.auth.syncTheme
  if (!sync) return () => {}
  const send = () => {
    const { themeMode, themeVariables } = client.stores.theme.getState()
    sync.call(connector.auth, {
      themeMode,
      themeVariables: themeVariables as Readonly<Record<string, string | number>>,
    })
  }
  send()
  return client.stores.theme.subscribe(send)
}

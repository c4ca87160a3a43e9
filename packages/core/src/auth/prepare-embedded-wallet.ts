import type { SocialLogin } from '@foyer/common'
import { showAlertForError } from '../alert/show-alert.js'
import type { FoyerClient } from '../client/types.js'
import { type AuthConnector, findAuthConnector } from './find-auth-connector.js'

/** The logins each frame reported, once known (Connect reads them without waiting again). */
const reported = new WeakMap<AuthConnector, readonly SocialLogin[] | 'frame-default'>()

/**
 * Starts loading the embedded wallet frame (Connect shows email or social logins), so it is
 * ready when the user acts. A frame that refuses this page shows its alert at once (SPEC §8
 * 'Invalid App Configuration'; the cause is in the console).
 */
export async function prepareEmbeddedWallet(client: FoyerClient): Promise<void> {
  const connector = findAuthConnector(client)
  if (!connector) return
  try {
    await connector.auth.ready()
  } catch (error) {
    showAlertForError(client, error)
  }
}

/**
 * The social logins the project's auth service has configured, as its frame reports them:
 * `'frame-default'` when the frame does not say (every login the app lists is shown), none
 * when the frame cannot start (a login could not work; the alert says why).
 */
export async function embeddedLoginMethods(
  client: FoyerClient,
): Promise<readonly SocialLogin[] | 'frame-default'> {
  const connector = findAuthConnector(client)
  if (!connector?.auth.loginMethods) return 'frame-default'
  const known = reported.get(connector)
  if (known) return known
  try {
    const logins = (await connector.auth.loginMethods()) ?? 'frame-default'
    reported.set(connector, logins)
    return logins
  } catch (error) {
    showAlertForError(client, error)
    return []
  }
}

/** The logins {@link embeddedLoginMethods} already learned, without asking the frame. */
export function knownLoginMethods(
  client: FoyerClient,
): readonly SocialLogin[] | 'frame-default' | undefined {
  const connector = findAuthConnector(client)
  return connector ? reported.get(connector) : 'frame-default'
}

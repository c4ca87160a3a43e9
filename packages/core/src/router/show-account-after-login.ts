import type { FoyerClient } from '../client/types.js'
import { resetView } from './navigate.js'
import { SIGN_VIEWS } from './views.js'

/**
 * Shows Account once a login (email, social, Farcaster, passkey) has finished, unless a sign
 * step took the view while the login was finishing: the sign-in (SPEC §4 "Sign-in with
 * wallet") opens as soon as the account connects, and the login's last steps (reading the
 * user from the wallet frame) may end after it. The sign view stays; it was asked for later.
 */
export function showAccountAfterLogin(client: FoyerClient): void {
  if (SIGN_VIEWS.includes(client.stores.router.getState().view)) return
  resetView(client, 'Account')
}

import { FoyerError, isValidEmail } from '@foyer/common'
import { updateAccountState } from '../account/update-account.js'
import type { FoyerClient } from '../client/types.js'
import { getAccountState } from '../selectors.js'
import { requireAuthConnector } from './find-auth-connector.js'
import { syncAuthUser } from './sync-auth-user.js'

/**
 * Starts changing the embedded wallet's email (SPEC §4 "Email update"): the frame sends a code
 * to the CURRENT email (the primary OTP step comes next; both codes are typed into the
 * frame's own code field).
 *
 * @throws {FoyerError} 'Please enter a valid email address' for an invalid email; the frame's
 * message ('Please try again after N seconds', 'This email is already in use', …).
 */
export async function updateEmail(client: FoyerClient, email: string): Promise<void> {
  if (!isValidEmail(email)) throw new FoyerError('INVALID_EMAIL')
  await requireAuthConnector(client).auth.updateEmail(email)
}

/**
 * Finishes the email update once the frame's code field accepted the new email's code
 * (`EmbeddedWalletAuth.showCodeInput`, step `updateSecondary`): the account's user then
 * carries `email` (asked of the frame again), which is also remembered as the login email.
 *
 * @returns the new email.
 */
export async function completeUpdateEmail(client: FoyerClient, email: string): Promise<string> {
  const connector = requireAuthConnector(client)
  await syncAuthUser(client, connector)
  // The confirmed address wins over a frame that still answers the old one.
  const user = getAccountState(client, connector.chain)?.user
  updateAccountState(client, connector.chain, { user: { ...user, email } })
  client.storage.set('email', email)
  return email
}

import { FoyerError, isValidEmail } from '@foyer/common'
import { updateAccountState } from '../account/update-account.js'
import type { FoyerClient } from '../client/types.js'
import { getAccountState } from '../selectors.js'
import { requireAuthConnector } from './find-auth-connector.js'
import { syncAuthUser } from './sync-auth-user.js'

/**
 * Starts changing the embedded wallet's email (SPEC §4 "Email update"): the frame sends a code
 * to the CURRENT email (the primary OTP step comes next).
 *
 * @throws {FoyerError} 'Please enter a valid email address' for an invalid email; the frame's
 * message ('Please try again after N seconds', 'This email is already in use', …).
 */
export async function updateEmail(client: FoyerClient, email: string): Promise<void> {
  if (!isValidEmail(email)) throw new FoyerError('INVALID_EMAIL')
  await requireAuthConnector(client).auth.updateEmail(email)
}

/** Checks the current email's code; the frame then sends a code to the new email. */
export async function verifyUpdateEmailPrimaryOtp(client: FoyerClient, otp: string): Promise<void> {
  await requireAuthConnector(client).auth.updateEmailPrimaryOtp(otp)
}

/**
 * Checks the new email's code. The account's user then carries the new email (asked of the
 * frame again), which is also remembered as the login email.
 *
 * @returns the new email.
 */
export async function verifyUpdateEmailSecondaryOtp(
  client: FoyerClient,
  otp: string,
): Promise<string> {
  const connector = requireAuthConnector(client)
  const { email } = await connector.auth.updateEmailSecondaryOtp(otp)
  await syncAuthUser(client, connector)
  // The confirmed address wins over a frame that still answers the old one.
  const user = getAccountState(client, connector.chain)?.user
  updateAccountState(client, connector.chain, { user: { ...user, email } })
  client.storage.set('email', email)
  return email
}

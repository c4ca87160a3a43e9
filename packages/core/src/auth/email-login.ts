import { emailCooldownSecondsLeft, FoyerError } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { connect } from '../connection/connect.js'
import { afterEmbeddedConnection } from './after-embedded-connection.js'
import { requireAuthConnector } from './find-auth-connector.js'
import { syncAuthUser } from './sync-auth-user.js'
import type { EmailLoginAction } from './types.js'

/**
 * Starts an email login (SPEC §4): the frame sends the address a code and answers which step
 * comes next (verify OTP or verify device). Remembers the email and when the code was asked
 * for, so the modal can show the 30 s resend cooldown.
 *
 * @throws {FoyerError} 'Address or auth connector not found' without an AUTH connector; the
 * frame's message ('Please try again after N seconds', …) when it refuses.
 */
export async function connectEmail(
  client: FoyerClient,
  email: string,
): Promise<{ action: EmailLoginAction }> {
  const { auth } = requireAuthConnector(client)
  const answer = await auth.connectEmail(email)
  client.storage.set('email', email)
  client.storage.set('lastEmailLoginTime', Date.now())
  return answer
}

/** Whole seconds before another login code may be asked for (0: now), from the last request. */
export function emailResendSecondsLeft(client: FoyerClient, nowMs: number = Date.now()): number {
  const last = client.storage.get('lastEmailLoginTime')
  return last === undefined ? 0 : emailCooldownSecondsLeft(last, nowMs)
}

/** The verify-device step of an email login. */
export async function verifyEmailDevice(client: FoyerClient): Promise<void> {
  await requireAuthConnector(client).auth.connectDevice()
}

/**
 * Finishes an email login once the frame's code field reported the code `accepted` (the
 * code is typed into the frame and redeemed there, see `EmbeddedWalletAuth.showCodeInput`):
 * connects the embedded wallet like any other wallet and fills the account's user (email)
 * and wallet info.
 */
export async function completeEmailLogin(client: FoyerClient): Promise<void> {
  await completeAuthLogin(client, 'email')
}

/**
 * Connects through the AUTH connector once the frame holds a session (after the code or a
 * social login) and stores the login: the user, the email-login flag and the wallet info.
 */
export async function completeAuthLogin(
  client: FoyerClient,
  method: 'email' | 'social' | 'farcaster' | 'passkey',
): Promise<void> {
  const connector = requireAuthConnector(client)
  const namespace = connector.chain
  await connect(client, { namespace, connectorId: connector.id, method })
  const user = await syncAuthUser(client, connector)
  if (!user) throw new FoyerError('AUTH_CONNECTOR_NOT_FOUND')
  if (method === 'email') client.storage.set('emailLoginUsed', true)
  // lastUsedChain and the smart-account networks follow, without holding up the login.
  afterEmbeddedConnection(client, connector)
}

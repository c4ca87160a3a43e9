import { FoyerError } from '@foyer/common'
import { updateAccountState } from '../account/update-account.js'
import type { FoyerClient } from '../client/types.js'
import { completeAuthLogin } from './email-login.js'
import { requireAuthConnector } from './find-auth-connector.js'

/** How long a Farcaster sign-in code waits for the user's approval before it is given up. */
export const FARCASTER_LOGIN_TIMEOUT_MS = 5 * 60_000

/**
 * Starts a Farcaster login (SPEC §2 ConnectingFarcaster): the embedded wallet opens a Sign In
 * With Farcaster channel and answers the Farcaster client URL, kept as the account state's
 * `farcasterUrl` (the modal shows it as a QR code and a link).
 *
 * @throws {FoyerError} 'Address or auth connector not found' without an embedded wallet that
 * offers Farcaster login; the frame's message when the channel cannot be opened.
 */
export async function getFarcasterUrl(client: FoyerClient): Promise<string> {
  const connector = requireAuthConnector(client)
  if (!connector.auth.getFarcasterUri) throw new FoyerError('AUTH_CONNECTOR_NOT_FOUND')
  const url = await connector.auth.getFarcasterUri()
  updateAccountState(client, connector.chain, { farcasterUrl: url })
  return url
}

/**
 * Waits until the user approved in their Farcaster client, then connects the FID's embedded
 * wallet like any other wallet (connect event method 'farcaster') and fills the account's
 * user (username) and social provider ('farcaster').
 *
 * @throws {FoyerError} 'Request was aborted' when `signal` aborts; the frame's message
 * otherwise.
 */
export async function connectFarcaster(
  client: FoyerClient,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  const connector = requireAuthConnector(client)
  if (!connector.auth.connectFarcaster) throw new FoyerError('AUTH_CONNECTOR_NOT_FOUND')
  await connector.auth.connectFarcaster(options.signal ? { signal: options.signal } : {})
  await completeAuthLogin(client, 'farcaster')
  updateAccountState(client, connector.chain, { farcasterUrl: undefined })
}

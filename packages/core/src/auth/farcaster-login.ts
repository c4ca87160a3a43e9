import { FoyerError } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { completeAuthLogin } from './email-login.js'
import { findAuthConnector, requireAuthConnector } from './find-auth-connector.js'
import type { FarcasterLoginStatus, FarcasterQrOptions } from './types.js'

/** How long a Farcaster sign-in code waits for the user's approval before it is given up. */
export const FARCASTER_LOGIN_TIMEOUT_MS = 5 * 60_000

/**
 * Starts a Farcaster login (SPEC §2 ConnectingFarcaster): the embedded wallet opens a Sign In
 * With Farcaster channel and draws its QR code and "open in Farcaster" link itself, in the
 * frame laid over `target`, so that the channel token never reaches the host page (the
 * account state's `farcasterUrl` stays empty). Resolves once the code shows; undefined
 * `target` hides it.
 *
 * @throws {FoyerError} 'Address or auth connector not found' without an embedded wallet that
 * offers Farcaster login; the frame's message when the channel cannot be opened.
 */
export async function showFarcasterQr(
  client: FoyerClient,
  target: Element | undefined,
  options?: FarcasterQrOptions,
): Promise<void> {
  const connector = requireAuthConnector(client)
  if (!connector.auth.showFarcasterQr) throw new FoyerError('AUTH_CONNECTOR_NOT_FOUND')
  await connector.auth.showFarcasterQr(target, options)
}

/**
 * Listens to the frame's Farcaster login status (waiting, success, error, expired); returns
 * the unsubscribe function (a no-op without an embedded wallet that offers Farcaster login).
 */
export function onFarcasterStatus(
  client: FoyerClient,
  listener: (status: FarcasterLoginStatus) => void,
): () => void {
  return findAuthConnector(client)?.auth.onFarcasterStatus?.(listener) ?? (() => undefined)
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
}

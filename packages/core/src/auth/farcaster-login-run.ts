import { FoyerError } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import {
  connectFarcaster,
  FARCASTER_LOGIN_TIMEOUT_MS,
  onFarcasterStatus,
  showFarcasterQr,
} from './farcaster-login.js'
import type { FarcasterLoginStatus, FarcasterQrOptions } from './types.js'

/** Options of {@link runFarcasterLogin}. */
export interface RunFarcasterLoginOptions {
  /** The texts of the frame's QR code, link and copy button. */
  labels: FarcasterQrOptions
  /** Gives the login up: it then rejects with 'Request was aborted'. */
  signal?: AbortSignal
  /** How long the code waits for the approval (5 minutes). */
  timeoutMs?: number
  /** The frame's QR code shows: the login now waits for the user's approval. */
  onShown?(): void
  /** What the frame reports meanwhile (waiting, expired, …). */
  onStatus?(status: FarcasterLoginStatus): void
}

/**
 * A whole Farcaster login, as ConnectingFarcaster and the headless login run it: the frame
 * draws its QR code and link over `target` (the channel token stays in the frame's origin),
 * then the login waits for the user's approval and connects the FID's embedded wallet.
 * Resolves 'connected', or 'timeout' when no approval came in time (the code is hidden
 * again then, as on any failure).
 *
 * @throws {FoyerError} 'Request was aborted' when `signal` aborts; 'Address or auth connector
 * not found' without an embedded wallet that offers Farcaster login; the frame's message.
 */
export async function runFarcasterLogin(
  client: FoyerClient,
  target: Element,
  options: RunFarcasterLoginOptions,
): Promise<'connected' | 'timeout'> {
  const { signal, timeoutMs = FARCASTER_LOGIN_TIMEOUT_MS } = options
  const controller = new AbortController()
  const abort = () => controller.abort()
  if (signal?.aborted) abort()
  else signal?.addEventListener('abort', abort, { once: true })
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const off = onFarcasterStatus(client, (status) => {
    if (!controller.signal.aborted) options.onStatus?.(status)
  })
  try {
    await showFarcasterQr(client, target, options.labels)
    if (controller.signal.aborted) throw new FoyerError('REQUEST_ABORTED')
    options.onShown?.()
    await connectFarcaster(client, { signal: controller.signal })
    return 'connected'
  } catch (error) {
    void showFarcasterQr(client, undefined).catch(() => undefined)
    if (timedOut) return 'timeout'
    throw error
  } finally {
    clearTimeout(timer)
    off()
    signal?.removeEventListener('abort', abort)
  }
}

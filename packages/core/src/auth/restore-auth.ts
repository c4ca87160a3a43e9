import { alertKeyForError, FoyerError } from '@foyer/common'
import { showAlertForError } from '../alert/show-alert.js'
import type { FoyerClient } from '../client/types.js'
import { clearConnection } from '../connection/clear-connection.js'
import { clearLoginData } from '../connection/login-data.js'
import { resetView } from '../router/navigate.js'
import { showToast } from '../toast/show-toast.js'
import type { AuthConnector } from './find-auth-connector.js'

/** How long the frame may take to load and answer is-connected after a reload. */
export const AUTH_INIT_TIMEOUT_MS = 20_000

/**
 * Before an AUTH connection is restored after a reload: waits for the frame and asks whether
 * it still holds a session. No session → the cached login data is cleared and false returned.
 * The frame failing to start → 'A problem occurred while trying initialize authentication'
 * (SPEC §8): the namespace is disconnected and the modal reset to Connect.
 */
export async function checkAuthSession(
  client: FoyerClient,
  connector: AuthConnector,
  timeoutMs: number = AUTH_INIT_TIMEOUT_MS,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const connected = await Promise.race([
      connector.auth.ready().then(() => connector.auth.isConnected()),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new FoyerError('AUTH_INIT_FAILED')), timeoutMs)
      }),
    ])
    if (!connected) clearLoginData(client)
    return connected
  } catch (error) {
    failAuthInit(client, connector, error)
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * 'A problem occurred while trying initialize authentication': disconnect, reset to Connect.
 * A frame that refused this page shows 'Invalid App Configuration' (SPEC §8) instead.
 */
export function failAuthInit(client: FoyerClient, connector: AuthConnector, cause: unknown): void {
  const error = new FoyerError('AUTH_INIT_FAILED', { cause })
  console.warn('[foyer]', error.shortMessage, cause)
  clearConnection(client, connector.chain)
  resetView(client, 'Connect')
  if (alertKeyForError(cause)) showAlertForError(client, cause)
  else showToast(client, 'error', { error })
}

import { FoyerError } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { completeAuthLogin } from './email-login.js'
import { requireAuthConnector } from './find-auth-connector.js'
import type { PasskeyMode } from './types.js'

/**
 * The popup a passkey ceremony runs in: opened (empty) by the modal in the click handler itself
 * (no popup blocker), then sent to the frame origin's passkey page. It must keep its `opener`:
 * the page finds the wallet frame among the opener's frames.
 */
export interface PasskeyPopup {
  readonly closed: boolean
  location: { href: string }
  close(): void
}

/** The AUTH connector's passkey methods, or 'Address or auth connector not found'. */
function passkeyAuth(client: FoyerClient) {
  const connector = requireAuthConnector(client)
  const { getPasskeyPopupUri, connectPasskey, addPasskey, exportKey } = connector.auth
  if (!getPasskeyPopupUri || !connectPasskey || !addPasskey || !exportKey) {
    throw new FoyerError('AUTH_CONNECTOR_NOT_FOUND')
  }
  return { auth: connector.auth, popupUri: () => getPasskeyPopupUri.call(connector.auth) }
}

/**
 * A passkey login (`signIn`) or a sign-up with a passkey alone (`signUp`) through the embedded
 * wallet: sends `popup` to the frame's passkey page, where the user runs the ceremony; the
 * frame redeems it with its own key. Then connects the AUTH connector like an email login
 * (connect event method 'passkey'). The popup is closed in every case.
 *
 * @throws {FoyerError} 'Address or auth connector not found' without an embedded wallet that
 * offers passkeys; the frame's message otherwise ('Request was aborted' on cancel).
 */
export async function connectPasskey(
  client: FoyerClient,
  mode: PasskeyMode,
  popup: PasskeyPopup,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  try {
    const { auth, popupUri } = passkeyAuth(client)
    popup.location.href = await popupUri()
    await auth.connectPasskey?.(mode, options.signal ? { signal: options.signal } : {})
    await completeAuthLogin(client, 'passkey')
  } finally {
    if (!popup.closed) popup.close()
  }
}

/**
 * Adds a passkey to the signed-in embedded-wallet account (an email or social one), through
 * the frame's passkey page in `popup`; it then logs in with that passkey too.
 */
export async function addPasskey(
  client: FoyerClient,
  popup: PasskeyPopup,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  try {
    const { auth, popupUri } = passkeyAuth(client)
    popup.location.href = await popupUri()
    await auth.addPasskey?.(options.signal ? { signal: options.signal } : {})
  } finally {
    if (!popup.closed) popup.close()
  }
}

/**
 * Key export (issue 30): sends `popup` to the frame's passkey page; after a fresh passkey
 * check the frame shows the private key there, with a warning and a copy button. The key is
 * never posted to this page: this resolves with nothing once it is shown. The popup stays open
 * for the user to read it (closed on failure).
 *
 * @throws {FoyerError} 'Address or auth connector not found' without an embedded wallet that
 * offers it; the frame's message otherwise (a user without a passkey is asked to add one).
 */
export async function exportKey(
  client: FoyerClient,
  popup: PasskeyPopup,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  try {
    const { auth, popupUri } = passkeyAuth(client)
    popup.location.href = await popupUri()
    await auth.exportKey?.(options.signal ? { signal: options.signal } : {})
  } catch (error) {
    if (!popup.closed) popup.close()
    throw error
  }
}

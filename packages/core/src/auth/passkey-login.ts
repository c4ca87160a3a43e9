import { FoyerError } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { completeAuthLogin } from './email-login.js'
import { requireAuthConnector } from './find-auth-connector.js'
import type { EmbeddedWalletAuth, PasskeyMode } from './types.js'

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

/** The name of the passkey popup's window, so a second click reuses it. */
export const PASSKEY_POPUP_NAME = 'foyer-passkey'

/**
 * Opens the (empty) passkey popup, in the click handler itself (no popup blocker); null when
 * a blocker stopped it. Not `noopener`: the frame's passkey page finds the wallet frame among
 * the opener's frames.
 */
export function openPasskeyPopup(): Window | null {
  return window.open('', PASSKEY_POPUP_NAME, 'popup=yes,width=480,height=560')
}

/** The AUTH connector's passkey methods: all of them, or none. */
type PasskeyAuth = Required<
  Pick<EmbeddedWalletAuth, 'getPasskeyPopupUri' | 'connectPasskey' | 'addPasskey' | 'exportKey'>
>

/**
 * Sends `popup` to the frame's passkey page and runs `step` with the connector's passkey
 * methods. The popup is closed on failure, and on success unless `keepOpen` (key export: the
 * user reads the key there).
 *
 * @throws {FoyerError} 'Address or auth connector not found' without an embedded wallet that
 * offers passkeys; the frame's message otherwise ('Request was aborted' on cancel).
 */
async function inPasskeyPopup(
  client: FoyerClient,
  popup: PasskeyPopup,
  step: (auth: PasskeyAuth) => Promise<void>,
  keepOpen = false,
): Promise<void> {
  let succeeded = false
  try {
    const { auth } = requireAuthConnector(client)
    if (!auth.getPasskeyPopupUri || !auth.connectPasskey || !auth.addPasskey || !auth.exportKey) {
      throw new FoyerError('AUTH_CONNECTOR_NOT_FOUND')
    }
    popup.location.href = await auth.getPasskeyPopupUri()
    await step(auth as PasskeyAuth)
    succeeded = true
  } finally {
    if (!(succeeded && keepOpen) && !popup.closed) popup.close()
  }
}

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {})

/**
 * A passkey login (`signIn`) or a sign-up with a passkey alone (`signUp`) through the embedded
 * wallet: the user runs the ceremony in `popup` on the frame's origin; the frame redeems it
 * with its own key. Then connects the AUTH connector like an email login (connect event
 * method 'passkey'). The popup is closed in every case.
 */
export function connectPasskey(
  client: FoyerClient,
  mode: PasskeyMode,
  popup: PasskeyPopup,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  return inPasskeyPopup(client, popup, async (auth) => {
    await auth.connectPasskey(mode, withSignal(options.signal))
    await completeAuthLogin(client, 'passkey')
  })
}

/**
 * Adds a passkey to the signed-in embedded-wallet account (an email or social one), through
 * `popup`; it then logs in with that passkey too.
 */
export function addPasskey(
  client: FoyerClient,
  popup: PasskeyPopup,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  return inPasskeyPopup(client, popup, (auth) => auth.addPasskey(withSignal(options.signal)))
}

/**
 * Key export (issue 30): after a fresh passkey check in `popup`, the frame shows the private
 * key there, with a warning and a copy button. The key is never posted to this page: this
 * resolves with nothing once it is shown, and the popup stays open for the user to read it.
 * A user without a passkey is asked to add one first.
 */
export function exportKey(
  client: FoyerClient,
  popup: PasskeyPopup,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  return inPasskeyPopup(client, popup, (auth) => auth.exportKey(withSignal(options.signal)), true)
}

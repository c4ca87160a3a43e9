import { FoyerError, isFoyerError, type SocialProvider } from '@foyer/common'
import { showAlert } from '../alert/show-alert.js'
import type { FoyerClient } from '../client/types.js'
import { trackEvent } from '../events/track-event.js'
import { completeAuthLogin } from './email-login.js'
import { requireAuthConnector } from './find-auth-connector.js'

/**
 * The popup a social login runs in. The modal opens it (empty) in the click handler itself, so
 * that popup blockers let it through, and hands it here; it must keep its `opener` (the
 * provider returns to the frame's page, which posts the result to the opener's frames).
 */
export interface SocialLoginPopup {
  readonly closed: boolean
  location: { href: string }
  close(): void
}

/** Options of {@link connectSocial}. */
export interface ConnectSocialOptions {
  /** Cancels the login (the view's Cancel): it then fails with 'Request was aborted'. */
  signal?: AbortSignal
}

/**
 * A social login through the embedded wallet (SPEC §4): asks the frame for the provider's
 * authorize address, sends `popup` there, waits for the frame to finish the login (the bridge
 * aborts after 30 s with 'Request was aborted'), then connects the AUTH connector, fills the
 * account's user and social provider and publishes SOCIAL_LOGIN_SUCCESS with the provider.
 * The popup is closed in every case. A time-out also raises the 'Social Login Timed Out' alert.
 *
 * @throws {FoyerError} 'Address or auth connector not found' without an AUTH connector; the
 * frame's message, else 'An error occurred'; 'Request was aborted' on time-out or cancel.
 */
export async function connectSocial(
  client: FoyerClient,
  provider: SocialProvider,
  popup: SocialLoginPopup,
  options: ConnectSocialOptions = {},
): Promise<void> {
  const { signal } = options
  try {
    const { auth } = requireAuthConnector(client)
    const uri = await auth.getSocialRedirectUri(provider)
    if (signal?.aborted) throw new FoyerError('REQUEST_ABORTED')
    popup.location.href = uri
    await auth.connectSocial(uri, signal ? { signal } : {})
    await completeAuthLogin(client, 'social')
    trackEvent(client, { event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider } })
  } catch (error) {
    if (isFoyerError(error, 'REQUEST_ABORTED') && !signal?.aborted) {
      showAlert(client, 'SOCIALS_TIMEOUT')
    }
    throw error
  } finally {
    if (!popup.closed) popup.close()
  }
}

/** The name of the social login popup's window, so a second click reuses it. */
export const SOCIAL_POPUP_NAME = 'foyer-social-login'

/**
 * Opens the (empty) social login popup. Call it in the click handler itself, before anything
 * is awaited, so popup blockers let it through; null when one stopped it. Not `noopener`: the
 * frame's return page posts the result to the opener's frames.
 */
export function openSocialLoginPopup(): Window | null {
  return window.open('', SOCIAL_POPUP_NAME, 'popup=yes,width=500,height=640')
}

/** The error of a login popup that a blocker stopped (the modal shows its own text). */
export class PopupBlockedError extends Error {
  constructor() {
    super('The login popup was blocked')
    this.name = 'PopupBlockedError'
  }
}

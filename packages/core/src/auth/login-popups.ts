/** The name of the social login popup's window, so a second click reuses it. */
export const SOCIAL_POPUP_NAME = 'foyer-social-login'

/** The name of the passkey popup's window, so a second click reuses it. */
export const PASSKEY_POPUP_NAME = 'foyer-passkey'

/**
 * Opens the (empty) social login popup. Call it in the click handler itself, before anything
 * is awaited, so popup blockers let it through; null when one stopped it. Not `noopener`: the
 * frame's return page posts the result to the opener's frames.
 */
export function openSocialLoginPopup(): Window | null {
  return window.open('', SOCIAL_POPUP_NAME, 'popup=yes,width=500,height=640')
}

/**
 * Opens the (empty) passkey popup, in the click handler itself like
 * {@link openSocialLoginPopup}. Not `noopener`: the frame's passkey page finds the wallet
 * frame among the opener's frames.
 */
export function openPasskeyPopup(): Window | null {
  return window.open('', PASSKEY_POPUP_NAME, 'popup=yes,width=480,height=560')
}

/** The error of a login popup that a blocker stopped (the modal shows its own text). */
export class PopupBlockedError extends Error {
  constructor() {
    super('The login popup was blocked')
    this.name = 'PopupBlockedError'
  }
}

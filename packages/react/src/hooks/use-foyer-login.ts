import type { SocialProvider } from '@foyer/common'
import type { PasskeyMode, PasskeyPopup, SocialLoginPopup } from '@foyer/core'
import { createHeadlessLogin, type LoginState } from '@foyer/core/login'
import { useMessages, useStoreSelector } from '@foyer/views/base'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useFoyerInstance } from '../context.js'

/** What {@link useFoyerLogin} returns: the login's state and its actions. */
export interface UseFoyerLoginReturn {
  /** Where the login stands (`emailCode`: show the code field with `showEmailCode`). */
  state: LoginState
  /** Sends a login code to `email`. */
  email: (email: string) => Promise<boolean>
  /** The verify-device step: waits for the mailed link to confirm this browser (see core's `confirmDevice`). */
  confirmDevice: () => Promise<boolean>
  /**
   * Lays the embedded wallet's code field (its own frame, so this page never sees the code)
   * over `target`, with the modal's texts; a right code connects. Returns what hides it.
   */
  showEmailCode: (target: Element) => () => void
  /** A social login; call it in the click handler itself (the popup opens at once). */
  social: (provider: SocialProvider, popup?: SocialLoginPopup | null) => Promise<boolean>
  /** A passkey login or sign-up; call it in the click handler itself. */
  passkey: (mode: PasskeyMode, popup?: PasskeyPopup | null) => Promise<boolean>
  /** A Farcaster login: the frame draws its QR code and link over `target`. */
  farcaster: (target: Element) => Promise<boolean>
  /** Gives the login under way up. */
  cancel: () => void
}

/**
 * The embedded wallet's email, social, passkey and Farcaster logins for an app's own connect
 * screen: core's `createHeadlessLogin`, the modal's code paths. Each action resolves whether
 * it connected; its error is in `state`. Unmounting gives a login under way up.
 */
export function useFoyerLogin(): UseFoyerLoginReturn {
  const { client } = useFoyerInstance()
  const login = useMemo(() => createHeadlessLogin(client), [client])
  useEffect(() => () => login.cancel(), [login])
  const state = useStoreSelector(login.store, (value) => value)
  const messages = useMessages()
  const texts = useRef(messages)
  texts.current = messages
  const showEmailCode = useCallback(
    (target: Element) =>
      login.showEmailCode(target, {
        label: texts.current.email.otpLabel,
        submitLabel: texts.current.email.verify,
      }),
    [login],
  )
  const farcaster = useCallback(
    (target: Element) => {
      const { farcaster } = texts.current
      return login.farcaster(target, {
        qrLabel: farcaster.qrLabel,
        openLabel: farcaster.openLink,
        copyLabel: farcaster.copyLink,
        copiedLabel: farcaster.linkCopied,
        copyFailedLabel: farcaster.copyFailed,
      })
    },
    [login],
  )
  return {
    state,
    email: login.email,
    confirmDevice: login.confirmDevice,
    showEmailCode,
    social: login.social,
    passkey: login.passkey,
    farcaster,
    cancel: login.cancel,
  }
}

import { FoyerError, isValidEmail, type SocialProvider } from '@foyer/common'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { FoyerClient } from '../client/types.js'
import { showEmailCodeInput } from './email-code-input.js'
import { completeEmailLogin, connectEmail, verifyEmailDevice } from './email-login.js'
import { type RunFarcasterLoginOptions, runFarcasterLogin } from './farcaster-login-run.js'
import { connectPasskey, openPasskeyPopup, type PasskeyPopup } from './passkey-login.js'
import {
  connectSocial,
  openSocialLoginPopup,
  PopupBlockedError,
  type SocialLoginPopup,
} from './social-login.js'
import type { FarcasterQrOptions, PasskeyMode } from './types.js'

/** The embedded wallet's logins a custom UI can run. */
export type LoginMethod = 'email' | 'social' | 'passkey' | 'farcaster'

/** Where a headless login stands. */
export type LoginState =
  | { status: 'idle' }
  /** Waiting for the frame, the popup or the user's approval elsewhere. */
  | { status: 'pending'; method: LoginMethod }
  /** The code was sent to `email`: show the frame's code field ({@link HeadlessLogin.showEmailCode}). */
  | { status: 'emailCode'; email: string; verifying: boolean; error: unknown }
  /** The user confirms this browser from the email first ({@link HeadlessLogin.confirmDevice}). */
  | { status: 'emailDevice'; email: string }
  | { status: 'connected'; method: LoginMethod }
  | { status: 'failed'; method: LoginMethod; error: unknown }
  /** The Farcaster code expired before the user approved; start again for a new one. */
  | { status: 'expired'; method: 'farcaster' }

/** The texts of the frame's email code field. */
export interface EmailCodeLabels {
  label: string
  submitLabel: string
}

/**
 * Email, social, passkey and Farcaster logins for custom UIs: the modal's own code paths
 * (core's `connectEmail`, `connectSocial`, `connectPasskey`, `runFarcasterLogin`), with their
 * state in `store`. Each action resolves whether it connected; its error is in the state. A
 * new action or {@link HeadlessLogin.cancel} gives the previous one up.
 */
export interface HeadlessLogin {
  store: StoreApi<LoginState>
  /** Sends a login code to `email` ('Please enter a valid email address' for a bad one). */
  email(email: string): Promise<boolean>
  /**
   * The verify-device step: waits (20 s at most) for the user to open the link mailed to them,
   * which confirms this browser; the code step follows. Unconfirmed by then, the login fails
   * with the frame's message: call it again while the link works (10 minutes).
   */
  confirmDevice(): Promise<boolean>
  /**
   * Lays the frame's code field over `target` while the state is `emailCode`: the user types
   * the code there and the frame redeems it (this page never sees the code); a right code
   * connects. Returns the function that hides it.
   */
  showEmailCode(target: Element, labels: EmailCodeLabels): () => void
  /**
   * A social login in `popup`. Call it in the click handler itself: without `popup` it opens
   * one before anything is awaited, so popup blockers let it through.
   */
  social(provider: SocialProvider, popup?: SocialLoginPopup | null): Promise<boolean>
  /** A passkey login or sign-up in `popup` (opened here when not given, as for `social`). */
  passkey(mode: PasskeyMode, popup?: PasskeyPopup | null): Promise<boolean>
  /** A Farcaster login: the frame draws its QR code and link over `target`. */
  farcaster(
    target: Element,
    labels: FarcasterQrOptions,
    options?: Pick<RunFarcasterLoginOptions, 'timeoutMs'>,
  ): Promise<boolean>
  /** Gives the login under way up (its popup closes, the frame's field or code hides). */
  cancel(): void
}

/** Creates the headless logins of `client` (see {@link HeadlessLogin}). */
export function createHeadlessLogin(client: FoyerClient): HeadlessLogin {
  const store = createStore<LoginState>(() => ({ status: 'idle' }))
  let controller: AbortController | undefined
  let hideCode: (() => void) | undefined

  /** Starts an action: gives the previous one up and returns this one's signal. */
  const begin = (method: LoginMethod): AbortSignal => {
    controller?.abort()
    hideCode?.()
    hideCode = undefined
    controller = new AbortController()
    store.setState({ status: 'pending', method }, true)
    return controller.signal
  }
  /** Runs `work` for `method`; its outcome counts unless a newer action or cancel came. */
  const run = async (
    method: LoginMethod,
    signal: AbortSignal,
    work: () => Promise<LoginState>,
  ): Promise<boolean> => {
    try {
      const next = await work()
      if (signal.aborted) return false
      store.setState(next, true)
      return next.status === 'connected'
    } catch (error) {
      if (!signal.aborted) store.setState({ status: 'failed', method, error }, true)
      return false
    }
  }

  /** A login in `popup` (a blocked one is a {@link PopupBlockedError}). */
  const inPopup = <Popup>(
    method: 'social' | 'passkey',
    popup: Popup | null,
    login: (signal: AbortSignal, popup: Popup) => Promise<void>,
  ): Promise<boolean> => {
    const signal = begin(method)
    return run(method, signal, async () => {
      if (!popup) throw new PopupBlockedError()
      await login(signal, popup)
      return { status: 'connected', method }
    })
  }

  return {
    store,
    email(email) {
      const value = email.trim()
      const signal = begin('email')
      return run('email', signal, async () => {
        if (!isValidEmail(value)) throw new FoyerError('INVALID_EMAIL')
        const { action } = await connectEmail(client, value)
        return action === 'VERIFY_DEVICE'
          ? { status: 'emailDevice', email: value }
          : { status: 'emailCode', email: value, verifying: false, error: undefined }
      })
    },
    confirmDevice() {
      const state = store.getState()
      const email = state.status === 'emailDevice' ? state.email : ''
      const signal = begin('email')
      return run('email', signal, async () => {
        await verifyEmailDevice(client)
        return { status: 'emailCode', email, verifying: false, error: undefined }
      })
    },
    showEmailCode(target, labels) {
      hideCode?.()
      const signal = controller?.signal
      const update = (patch: { verifying: boolean; error: unknown }) => {
        const state = store.getState()
        if (state.status === 'emailCode') store.setState({ ...state, ...patch }, true)
      }
      const hide = showEmailCodeInput(
        client,
        target,
        { step: 'login', ...labels },
        {
          onSubmitted: () => update({ verifying: true, error: undefined }),
          onAccepted: () => {
            completeEmailLogin(client).then(
              () => {
                if (!signal?.aborted) store.setState({ status: 'connected', method: 'email' }, true)
              },
              (error: unknown) => {
                if (!signal?.aborted)
                  store.setState({ status: 'failed', method: 'email', error }, true)
              },
            )
          },
          onRejected: (error) => update({ verifying: false, error }),
        },
      )
      hideCode = hide
      return () => {
        hide()
        if (hideCode === hide) hideCode = undefined
      }
    },
    social(provider, popup = openSocialLoginPopup()) {
      return inPopup('social', popup, (signal, opened) =>
        connectSocial(client, provider, opened, { signal }),
      )
    },
    passkey(mode, popup = openPasskeyPopup()) {
      return inPopup('passkey', popup, (signal, opened) =>
        connectPasskey(client, mode, opened, { signal }),
      )
    },
    farcaster(target, labels, options = {}) {
      const signal = begin('farcaster')
      return run('farcaster', signal, async () => {
        const outcome = await runFarcasterLogin(client, target, { labels, signal, ...options })
        return outcome === 'connected'
          ? { status: 'connected', method: 'farcaster' }
          : { status: 'expired', method: 'farcaster' }
      })
    },
    cancel() {
      controller?.abort()
      controller = undefined
      hideCode?.()
      hideCode = undefined
      store.setState({ status: 'idle' }, true)
    },
  }
}

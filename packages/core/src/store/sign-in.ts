import type { FoyerError } from '@foyer/common'
import type { SiwxMessage } from '../sign-in/types.js'

/**
 * Where the sign-in flow stands: idle; checking for a session; preparing a message; ready
 * to sign; waiting for the wallet's signature; or failed (the sign view shows the error).
 */
export type SignInStatus = 'idle' | 'checking' | 'preparing' | 'ready' | 'signing' | 'error'

/**
 * Sign-in with wallet (SIWX) as core needs to know it: whether sign-in is required and
 * whether a session exists. The SIWX package keeps it current through `setSignInState`.
 */
export interface SignInState {
  required: boolean
  hasSession: boolean
  /** The step of core's sign-in flow (SPEC §4). */
  status?: SignInStatus
  /** The message the sign view shows and the wallet signs. */
  message?: SiwxMessage | undefined
  /** Why the last attempt failed ('Signature declined', …). */
  error?: FoyerError | undefined
}

/** Sign-in not required, no session. */
export function initialSignInState(required: boolean): SignInState {
  return { required, hasSession: false, status: 'idle' }
}

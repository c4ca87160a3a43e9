/**
 * Sign-in with wallet (SIWX) as core needs to know it: whether sign-in is required and
 * whether a session exists. The SIWX package keeps it current through `setSignInState`.
 */
export interface SignInState {
  required: boolean
  hasSession: boolean
}

/** Sign-in not required, no session. */
export function initialSignInState(required: boolean): SignInState {
  return { required, hasSession: false }
}

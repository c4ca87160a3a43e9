// `@foyer/core/login`: the embedded wallet's logins for custom UIs (`createHeadlessLogin`) and
// the pieces the modal's views run them with. An entry of its own, so that core's main entry
// and the apps that never log in this way do not carry them.
export {
  type AcceptedEmailCode,
  type EmailCodeHandlers,
  showEmailCodeInput,
} from './auth/email-code-input.js'
export { type RunFarcasterLoginOptions, runFarcasterLogin } from './auth/farcaster-login-run.js'
export {
  createHeadlessLogin,
  type EmailCodeLabels,
  type HeadlessLogin,
  type LoginMethod,
  type LoginState,
} from './auth/headless-login.js'
export { openPasskeyPopup, PASSKEY_POPUP_NAME } from './auth/passkey-login.js'
export {
  openSocialLoginPopup,
  PopupBlockedError,
  SOCIAL_POPUP_NAME,
} from './auth/social-login.js'

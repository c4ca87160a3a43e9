/**
 * The email update (SPEC §4: primary OTP, then secondary OTP): its three views in one chunk,
 * loaded only when an email user edits the email from Account.
 */
export { UpdateEmailPrimaryOtpView, UpdateEmailSecondaryOtpView } from './update-email-views.js'
export { UpdateEmailWalletView } from './update-email-wallet-view.js'

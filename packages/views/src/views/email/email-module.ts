/**
 * The email module (SPEC §1 "email"): the Connect field, the code and device steps and
 * ApproveTransaction, in one chunk loaded only when one of them shows.
 */
export { ApproveTransactionView } from './approve-transaction-view.js'
export { EmailSection } from './email-section.js'
export { EmailVerifyDeviceView } from './email-verify-device-view.js'
export { EmailVerifyOtpView } from './email-verify-otp-view.js'

/**
 * The name registration views (RegisterAccountName, RegisterAccountNameSuccess) as one chunk,
 * loaded when one of them is shown.
 */

export { RegisterAccountNameSuccessView } from './register-account-name-success-view.js'
export { RegisterAccountNameView } from './register-account-name-view.js'

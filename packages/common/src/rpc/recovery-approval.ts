/**
 * The approval the wallet frame reports (`APPROVAL_REQUESTED`) while its recovery password form
 * is up (password custody, sign-up or a new device): the modal shows it under its own title,
 * and closing the modal cancels the login.
 */
export const RECOVERY_PASSWORD_APPROVAL = 'recovery_password'

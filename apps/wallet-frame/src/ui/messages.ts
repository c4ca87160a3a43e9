/**
 * The frame's own user-facing texts in English. The frame is a separate app on its own origin
 * and does not load the modal's views, so its strings live here; the other 22 locales are in
 * `../i18n/catalogues/*.ts`, one chunk each, loaded when the host syncs that locale.
 */
export const englishFrameMessages = {
  APPROVE_TITLE: 'Approve request',
  APPROVE_FROM: 'Requested by {origin}',
  APPROVE_APP_CLAIM:
    'The site above calls its app “{name}”. Only the site’s address is verified, not this name.',
  APPROVE_CHAIN: 'Network: {name} (chain id {id})',
  APPROVE_BUTTON: 'Approve',
  REJECT_BUTTON: 'Reject',
  GUARD_UNSUPPORTED:
    'This browser cannot confirm that the wallet is fully visible, so Approve is turned off. Use a browser that can (Chrome, Edge) or reject.',
  GUARD_HIDDEN:
    'The wallet is covered, transparent or off screen, so its buttons are turned off. The page showing it may be trying to trick you.',
  GUARD_WAITING: 'Read the request, then move your pointer over this window to continue.',
  SIGN_MESSAGE: 'Sign this message',
  SIGN_TYPED_DATA: 'Sign typed data',
  SEND_TRANSACTION: 'Send a transaction',
  SEND_CALLS: 'Send {count} calls from your smart account',
  SEND_USER_OPERATION: 'Send a user operation',
  SMART_ACCOUNT_FROM: 'From smart account {address}',
  WRONG_CHAIN: 'This request is for chain {requested}, but the wallet is on {name} (chain {id}).',
  LABEL_FROM: 'From',
  LABEL_TO: 'To',
  LABEL_VALUE: 'Value',
  CALL_HEADING: 'Call {index} of {count}',
  WARN_UNLIMITED_APPROVAL:
    'Unlimited approval: {spender} could take all of this token from your account, now and at any time later.',
  WARN_APPROVAL_FOR_ALL:
    'This lets {operator} move every item of this collection you own, now and at any time later.',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} is not a contract. Approvals are normally given to an app’s contract, not to a personal address.',
  WARN_HASH_SIGN:
    'This message is exactly 32 bytes: this looks like a transaction hash. Signing it could authorise a payment from your account. Reject unless you know exactly why it is asked.',
  WARN_TOKEN_NO_CODE:
    '{address} has no contract code: this token call would do nothing, or the address is wrong.',
  WARN_VALUE_ABOVE_BALANCE: 'This sends more {symbol} than the account holds ({balance}).',
  SIMULATION_HEADING: 'What this changes in your account (simulated)',
  SIMULATION_SEND: 'You send {amount}',
  SIMULATION_RECEIVE: 'You receive {amount}',
  SIMULATION_ALLOW: 'You allow {spender} to spend {amount}',
  SIMULATION_UNLIMITED: 'all of token {token} (unlimited)',
  SIMULATION_ALLOW_ALL: 'You allow {spender} to move all your items of {token}',
  SIMULATION_NO_CHANGES: 'No balance of your account changes.',
  SIMULATION_FEE_NOTE: 'The network fee is not included.',
  SIMULATION_REVERTED:
    'The network says this request would fail ({reason}). If you approve, it will likely fail and still cost a fee.',
  SIMULATION_UNAVAILABLE:
    'The network could not simulate this request ({reason}), so what it changes is not shown. Check the details below.',
  IDLE: 'Foyer embedded wallet',
  RECOVERY_SET_TITLE: 'Set a recovery password',
  RECOVERY_SET_INTRO:
    'You need this password to use your wallet on a new device. It never leaves this window, and nobody can reset it for you: not this app, not its operator.',
  RECOVERY_ENTER_TITLE: 'Enter your recovery password',
  RECOVERY_ENTER_INTRO:
    'This device is new to your wallet. Enter the recovery password you set when you created it.',
  RECOVERY_PASSWORD_LABEL: 'Recovery password',
  RECOVERY_CONFIRM_LABEL: 'Repeat the recovery password',
  RECOVERY_TOO_SHORT: 'Use at least {min} characters.',
  RECOVERY_MISMATCH: 'The two passwords are not the same.',
  RECOVERY_WORKING: 'Checking…',
  RECOVERY_CONTINUE: 'Continue',
  RECOVERY_CANCEL: 'Cancel',
  RECOVERY_CANCELLED: 'No recovery password was given, so the wallet is not ready on this device.',
  SOCIAL_DONE: 'You can close this window.',
  SOCIAL_FAILED: 'The sign-in did not complete. Close this window and start again from the app.',
  PASSKEY_WAITING: 'Connecting to the wallet…',
  PASSKEY_USE: 'Continue with your passkey',
  PASSKEY_CREATE: 'Create a passkey',
  PASSKEY_CREATE_HINT: 'Your device saves a passkey for this wallet. You use it to sign in.',
  PASSKEY_USE_HINT: 'Use the passkey you saved for this wallet.',
  PASSKEY_CHECKING: 'Checking your passkey…',
  PASSKEY_DONE: 'Done. You can close this window.',
  PASSKEY_FAILED: 'The passkey did not work: {message}',
  PASSKEY_NO_WALLET: 'Open this window from the app to use your passkey.',
  EXPORT_TITLE: 'Your private key',
  EXPORT_WARNING:
    'Anyone with this key controls the wallet {address} and everything in it. Never paste it into a website or share it. Foyer will never ask for it.',
  EXPORT_COPY: 'Copy key',
  EXPORT_COPIED: 'Copied',
  EXPORT_NEEDS_PASSKEY: 'Add a passkey to this account first, then export the key.',
  SOCIAL_RETURN_KEY_LOST:
    'This browser blocks the wallet’s site storage, so the sign-in that returned to this page cannot finish. Allow site data for this site and sign in again.',
} as const

/** The key of a frame text. */
export type FrameMessageKey = keyof typeof englishFrameMessages
/** A catalogue of every frame text. */
export type FrameMessages = Record<FrameMessageKey, string>

/**
 * The frame's texts in its current locale (English until the host syncs another; see
 * `setFrameLocale`). Read at render time, never copied at load, so a locale change reaches
 * every dialog shown after it.
 */
export const frameMessages: FrameMessages = { ...englishFrameMessages }

/** A catalogue text with its `{name}` placeholders filled (missing values left empty). */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))
}

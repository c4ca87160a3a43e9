import { decodeMessages } from '@foyer/common/decode'

/**
 * The frame's own user-facing texts in English. The frame is a separate app on its own origin
 * and does not load the modal's views, so its strings live here; the other 22 locales are in
 * `../i18n/catalogues/*.ts`, one chunk each, loaded when the host syncs that locale. The
 * request decoder's texts (`@foyer/common/decode`: its lines are keys and values) are part of
 * it, so one catalogue translates both.
 */
export const englishFrameMessages = {
  ...decodeMessages,
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
  NETWORK_FEE_SPONSORED: 'Network fee: sponsored',
  NETWORK_FEE_ACCOUNT: 'Network fee: paid by your smart account',
  DELEGATE_TITLE: 'Upgrade your account to a smart account',
  DELEGATE_ACCOUNT: 'Your account: {address} (its address stays the same)',
  DELEGATE_IMPLEMENTATION: 'Smart account contract: {address}',
  DELEGATE_WARNING:
    'This contract will control your account and everything in it. This wallet only ever upgrades to the contract its operator set up, never to one a website names.',
  UNDELEGATE_TITLE: 'Turn your smart account back into a plain account',
  UNDELEGATE_CURRENT: 'Removes the delegation to contract {address}',
  GRANT_TITLE: 'Give this app permission to send from your smart account',
  GRANT_UPGRADE:
    'Your smart account is upgraded to contract {address} to hold permissions. Its address stays the same.',
  GRANT_NATIVE_ALLOWANCE:
    'It may send up to {amount} {symbol} in all, to any address (network fees count when not sponsored)',
  GRANT_TOKEN_ALLOWANCE: 'It may send up to {amount} {symbol} of token {address} in all',
  GRANT_CONTRACT_CALL: 'It may call {functions} on contract {address}',
  GRANT_EXPIRY: 'Until {date}',
  GRANT_WARNING:
    'Within these limits the app sends from your account without asking you again, until the permission ends or you revoke it.',
  REVOKE_TITLE: 'Revoke a permission',
  REVOKE_SESSION: 'The permission given to {origin} ends: it can no longer send from your account.',
  WRONG_CHAIN: 'This request is for chain {requested}, but the wallet is on {name} (chain {id}).',
  SIMULATION_HEADING: 'What this changes in your account (simulated)',
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
  EXPORT_SOLANA_TITLE: 'Your Solana private key',
  EXPORT_COPY: 'Copy key',
  EXPORT_COPIED: 'Copied',
  EXPORT_CODE_EMAIL: 'We sent a 6-digit code to your email. Enter it to show your private key.',
  EXPORT_CODE_TOTP: 'Enter the 6-digit code from your authenticator app to show your private key.',
  EXPORT_CODE_LABEL: '6-digit code',
  EXPORT_CODE_SHOW: 'Show my key',
  EXPORT_CODE_FORMAT: 'Enter the 6 digits of the code.',
  STEP_UP_TITLE: 'Confirm it’s you',
  STEP_UP_INTRO:
    'Removing a device, changing your email or opening your recovery share needs a fresh check.',
  STEP_UP_CODE_LABEL: 'Code from your authenticator app',
  STEP_UP_PASSKEY: 'Use your passkey',
  STEP_UP_CONFIRM: 'Confirm',
  STEP_UP_CANCEL: 'Cancel',
  STEP_UP_WORKING: 'Checking…',
  STEP_UP_CODE_FORMAT: 'Enter the 6 digits your app shows.',
  STEP_UP_CANCELLED: 'Not confirmed, so nothing was changed.',
  TOTP_SETUP_TITLE: 'Set up an authenticator app',
  TOTP_SETUP_INTRO:
    'Scan this code with an authenticator app, then enter the 6-digit code it shows. The app will be asked before sensitive actions.',
  TOTP_QR_LABEL: 'QR code to add this wallet to an authenticator app',
  SIGN_SOLANA_TRANSACTION: 'Sign a Solana transaction',
  SIGN_SOLANA_TRANSACTIONS: 'Sign {count} Solana transactions',
  SEND_SOLANA_TRANSACTION: 'Send a Solana transaction',
  SOLANA_TRANSFER: 'Send {amount} SOL from {from} to {to}',
  SOLANA_TOKEN_TRANSFER:
    'Send {amount} of token {mint} from token account {from} to token account {to}',
  SOLANA_TOKEN_TRANSFER_RAW:
    'Send {amount} token units from token account {from} to token account {to}',
  SOLANA_CREATE_TOKEN_ACCOUNT: 'Create the token account of {owner} for token {mint}',
  SOLANA_COMPUTE_BUDGET: 'Set the compute budget (network fee)',
  SOLANA_UNKNOWN_INSTRUCTION: 'Unknown instruction: program {program}, {bytes} bytes of data',
  SOLANA_FEE_PAYER: 'Network fee paid by {address}',
  SOLANA_TRANSACTION_HEADING: 'Transaction {index} of {count}',
  SOLANA_NO_INSTRUCTIONS: 'No instructions',
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

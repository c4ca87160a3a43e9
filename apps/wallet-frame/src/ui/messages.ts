/**
 * The frame's own user-facing texts. The frame is a separate app on its own origin and does
 * not load the modal's views, so its few strings live here, in one place.
 */
export const frameMessages = {
  APPROVE_TITLE: 'Approve request',
  APPROVE_FROM: 'Requested by {origin}',
  APPROVE_BUTTON: 'Approve',
  REJECT_BUTTON: 'Reject',
  SIGN_MESSAGE: 'Sign this message',
  SIGN_TYPED_DATA: 'Sign typed data',
  SEND_TRANSACTION: 'Send a transaction',
  SEND_CALLS: 'Send {count} calls from your smart account',
  SEND_USER_OPERATION: 'Send a user operation',
  SMART_ACCOUNT_FROM: 'From smart account {address}',
  IDLE: 'Foyer embedded wallet',
  SOCIAL_DONE: 'You can close this window.',
} as const

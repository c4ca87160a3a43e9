/**
 * The frame's own user-facing texts. The frame is a separate app on its own origin and does
 * not load the modal's views, so its strings live here, in one place (English only for now).
 */
export const frameMessages = {
  APPROVE_TITLE: 'Approve request',
  APPROVE_FROM: 'Requested by {origin}',
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
  IDLE: 'Foyer embedded wallet',
  SOCIAL_DONE: 'You can close this window.',
} as const

/** A catalogue text with its `{name}` placeholders filled (missing values left empty). */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))
}

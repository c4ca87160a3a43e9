import { t, useMessages } from '../../messages/context.js'
import type { PasskeyRunState } from './use-passkey-popup.js'

/** The line under a passkey button: waiting, blocked, failed or added (nothing when idle). */
export function PasskeyStatus({ state }: { state: PasskeyRunState }) {
  const messages = useMessages()
  const text =
    state.status === 'waiting'
      ? messages.passkey.waiting
      : state.status === 'blocked'
        ? messages.passkey.popupBlocked
        : state.status === 'failed'
          ? t(messages.passkey.failed, { message: state.message })
          : state.status === 'added'
            ? messages.passkey.added
            : undefined
  if (!text) return null
  return (
    <p
      className={
        state.status === 'failed' || state.status === 'blocked'
          ? 'foyer-field-error'
          : 'foyer-muted foyer-small'
      }
      role="status"
      data-testid="foyer-passkey-status"
    >
      {text}
    </p>
  )
}

import { shortenAddress } from '@foyer/common'
import { Avatar } from '@foyer/ui'
import { forwardRef, useId } from 'react'
import { t, useMessages } from '../../messages/context.js'

/** A name the receiver field resolved, with the address it points to. */
export interface ResolvedReceiver {
  name: string
  address: string
  avatar?: string | undefined
}

/** Props of {@link ReceiverField}. */
export interface ReceiverFieldProps {
  value: string
  onChange: (value: string) => void
  /** The name typed and its address, once resolved. */
  resolved: ResolvedReceiver | undefined
  /** The name being looked up. */
  resolving: string | undefined
  /** The text under the field when the receiver is wrong. */
  error: string | undefined
  disabled?: boolean
}

/**
 * The receiver: an address, or a name when the app's data service resolves names (the
 * resolved address shows with the profile's avatar). An error shows under the field.
 */
export const ReceiverField = forwardRef<HTMLInputElement, ReceiverFieldProps>(
  function ReceiverField({ value, onChange, resolved, resolving, error, disabled }, ref) {
    const messages = useMessages()
    const id = useId()
    const noteId = `${id}-note`
    return (
      <div className="foyer-field">
        <label className="foyer-field-label" htmlFor={id}>
          {messages.send.receiver}
        </label>
        <input
          ref={ref}
          id={id}
          className="foyer-input"
          data-testid="foyer-send-receiver"
          autoComplete="off"
          spellCheck={false}
          placeholder={messages.send.receiverPlaceholder}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || resolved || resolving ? noteId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {error ? (
          <p id={noteId} className="foyer-field-error" data-testid="foyer-send-receiver-error">
            {error}
          </p>
        ) : resolved ? (
          <p id={noteId} className="foyer-field-row foyer-muted" data-testid="foyer-send-resolved">
            <Avatar address={resolved.address} src={resolved.avatar} size={20} />
            <span title={resolved.address}>
              {t(messages.send.resolvedTo, {
                name: resolved.name,
                address: shortenAddress(resolved.address),
              })}
            </span>
          </p>
        ) : resolving ? (
          <p id={noteId} className="foyer-muted" role="status">
            {t(messages.send.resolving, { name: resolving })}
          </p>
        ) : null}
      </div>
    )
  },
)

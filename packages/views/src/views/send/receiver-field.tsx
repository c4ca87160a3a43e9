import { shortenAddress } from '@foyer/common'
import { AddressField } from '@foyer/ui/fields'
import { forwardRef } from 'react'
import { t, useMessages } from '../../messages/context.js'
import { useReviewTexts } from '../review/review-messages.js'

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
  /** The address the text stands for (typed, or resolved), when it is one of this network. */
  address: string | undefined
  /** The name typed and its address, once resolved. */
  resolved: ResolvedReceiver | undefined
  /** The name being looked up. */
  resolving: string | undefined
  /** The text under the field when the receiver is wrong. */
  error: string | undefined
  disabled?: boolean
}

/**
 * The receiver: an address, or a name when the app's data service resolves names, with the
 * address's identicon (or the profile's avatar), a Paste button, and the resolved name and
 * address under it. An error shows under the field.
 */
export const ReceiverField = forwardRef<HTMLInputElement, ReceiverFieldProps>(
  function ReceiverField({ value, onChange, address, resolved, resolving, error, disabled }, ref) {
    const messages = useMessages()
    const { review: texts } = useReviewTexts()
    return (
      <AddressField
        ref={ref}
        label={messages.send.receiver}
        value={value}
        onChange={onChange}
        address={address}
        avatarSrc={resolved?.avatar}
        placeholder={messages.send.receiverPlaceholder}
        disabled={disabled}
        error={error}
        paste={{
          text: texts.paste,
          refusedText: texts.pasteRefused,
          'data-testid': 'foyer-send-paste',
        }}
        data-testid="foyer-send-receiver"
        errorTestId="foyer-send-receiver-error"
        note={
          resolved ? (
            <p className="foyer-muted" data-testid="foyer-send-resolved" title={resolved.address}>
              {t(messages.send.resolvedTo, {
                name: resolved.name,
                address: shortenAddress(resolved.address),
              })}
            </p>
          ) : resolving ? (
            <p className="foyer-muted" role="status">
              {t(messages.send.resolving, { name: resolving })}
            </p>
          ) : undefined
        }
      />
    )
  },
)

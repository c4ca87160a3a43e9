import { forwardRef, type ReactNode, useId, useState } from 'react'
import { Avatar } from './avatar.js'
import { Button } from './button.js'

/** Characters of an address kept at its end when the middle is cut. */
const KEPT_END = 6

/** The Paste button of an {@link AddressField}. */
export interface AddressFieldPaste {
  /** The button's text ("Paste"). */
  text: string
  /** Said under the field when the browser refuses to read the clipboard. */
  refusedText: string
  'data-testid'?: string
}

/** Props of {@link AddressField}. */
export interface AddressFieldProps {
  label: string
  /** The text as typed: an address, or a name. */
  value: string
  onChange: (value: string) => void
  /** The address the text stands for (typed, or resolved from a name): its identicon shows. */
  address?: string | undefined
  /** A profile image for the address (e.g. from a name service); the identicon otherwise. */
  avatarSrc?: string | undefined
  /** Under the field: the resolved name, a lookup under way. Replaced by `error`. */
  note?: ReactNode
  /** The text under the field when the receiver is wrong. */
  error?: string | undefined
  paste: AddressFieldPaste
  placeholder?: string
  disabled?: boolean
  'data-testid'?: string
  errorTestId?: string
}

/**
 * An address to send to: the identicon of the address (drawn from it, no network), the text
 * (an address or a name) with a Paste button, and under it the resolved name or the error.
 * A long address never scrolls sideways while the field is not focused: its middle is cut
 * ("0x7099797…dc79C8"), its start and end stay. Paste reads the clipboard when the browser
 * lets it and says so when it does not. Styles: `addressFieldCss`.
 */
export const AddressField = forwardRef<HTMLInputElement, AddressFieldProps>(function AddressField(
  {
    label,
    value,
    onChange,
    address,
    avatarSrc,
    note,
    error,
    paste,
    placeholder,
    disabled,
    'data-testid': testId,
    errorTestId,
  },
  ref,
) {
  const id = useId()
  const noteId = `${id}-note`
  const [focused, setFocused] = useState(false)
  const [refused, setRefused] = useState(false)
  const cut = !focused && value.length > KEPT_END * 2
  const shown = error ?? (refused ? paste.refusedText : undefined)
  const readClipboard = async () => {
    try {
      const text = await navigator.clipboard.readText()
      setRefused(false)
      onChange(text.trim())
    } catch {
      // No clipboard API, no permission, or no user activation: say so, keep what is typed.
      setRefused(true)
    }
  }
  return (
    <div className="foyer-address-field">
      <label className="foyer-field-label" htmlFor={id}>
        {label}
      </label>
      <div className="foyer-address-field-box" data-invalid={error ? true : undefined}>
        {address ? (
          <Avatar address={address} src={avatarSrc} size={24} />
        ) : (
          <span className="foyer-address-field-blank" aria-hidden="true" />
        )}
        <span className="foyer-address-field-text">
          <input
            ref={ref}
            id={id}
            className="foyer-address-field-input"
            data-testid={testId}
            data-cut={cut ? true : undefined}
            dir="auto"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={placeholder}
            value={value}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={shown || note ? noteId : undefined}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onChange={(event) => {
              setRefused(false)
              onChange(event.target.value)
            }}
          />
          {cut && (
            <span className="foyer-address-field-cut" dir="ltr" aria-hidden="true">
              <span className="foyer-address-field-start">{value.slice(0, -KEPT_END)}</span>
              <span>{value.slice(-KEPT_END)}</span>
            </span>
          )}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          data-testid={paste['data-testid']}
          onClick={() => void readClipboard()}
        >
          {paste.text}
        </Button>
      </div>
      {shown ? (
        <p
          id={noteId}
          className="foyer-field-error"
          data-testid={error ? errorTestId : undefined}
          role={error ? undefined : 'alert'}
        >
          {shown}
        </p>
      ) : (
        note && <div id={noteId}>{note}</div>
      )}
    </div>
  )
})

import { ChevronIcon, NetworkImage } from '@foyer/ui'
import { TokenPicker, type TokenPickerItem } from '@foyer/ui/token-picker'
import { useId, useRef, useState } from 'react'
import { t, useMessages } from '../../messages/context.js'
import { useReviewTexts } from '../review/review-messages.js'

/** Props of {@link TokenPickerField}. */
export interface TokenPickerFieldProps {
  /** The field's label ("You pay", "Token"). */
  label: string
  /** Test id of the button that shows the chosen token and opens the picker. */
  testId: string
  tokens: readonly TokenPickerItem[]
  /** Id of the chosen token. */
  selectedId: string | undefined
  onChange: (id: string) => void
  disabled?: boolean
  /** The tokens are still loading. */
  loading?: boolean
}

/**
 * A token field of Send and Swap: a pill with the chosen token's icon and symbol; pressing it
 * opens the `TokenPicker` under it (search, balances, the user's tokens first), and picking a
 * token, or Escape, closes it and gives the focus back to the pill.
 */
export function TokenPickerField({
  label,
  testId,
  tokens,
  selectedId,
  onChange,
  disabled,
  loading,
}: TokenPickerFieldProps) {
  const messages = useMessages()
  const { review: texts } = useReviewTexts()
  const [open, setOpen] = useState(false)
  const pill = useRef<HTMLButtonElement>(null)
  const labelId = useId()
  const pillId = useId()
  const selected = tokens.find((token) => token.id === selectedId)
  const close = () => {
    setOpen(false)
    pill.current?.focus()
  }
  return (
    <div className="foyer-field">
      <span className="foyer-field-label" id={labelId}>
        {label}
      </span>
      <button
        ref={pill}
        id={pillId}
        type="button"
        className="foyer-token-pill"
        data-testid={testId}
        aria-labelledby={`${labelId} ${pillId}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        disabled={disabled || (!loading && tokens.length === 0)}
        onClick={() => setOpen((current) => !current)}
      >
        <NetworkImage src={selected?.imageUrl} name={selected?.symbol ?? ''} size={28} decorative />
        <span data-testid={`${testId}-symbol`}>{selected?.symbol ?? messages.swap.token}</span>
        <ChevronIcon className="foyer-token-pill-chevron" />
      </button>
      {open && !disabled && (
        <TokenPicker
          data-testid={`${testId}-picker`}
          tokens={tokens}
          selectedId={selectedId}
          loading={loading}
          listLabel={messages.account.tokens}
          searchLabel={texts.tokenSearch}
          loadingLabel={messages.modal.loading}
          emptyLabel={messages.account.noTokens}
          noMatchLabel={(query) => t(texts.tokenNoMatch, { query })}
          onSelect={(token) => {
            onChange(token.id)
            close()
          }}
          onDismiss={close}
        />
      )}
    </div>
  )
}

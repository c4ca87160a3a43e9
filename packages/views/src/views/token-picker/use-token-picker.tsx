import { ChevronIcon, NetworkImage } from '@foyer/ui'
import { TokenPicker, type TokenPickerItem } from '@foyer/ui/token-picker'
import { type ReactNode, useId, useRef, useState } from 'react'
import { t, useMessages } from '../../messages/context.js'
import { useReviewTexts } from '../review/review-messages.js'

/** Options of {@link useTokenPicker}. */
export interface TokenPickerOptions {
  /** What the token is for ("Token", "You pay"): the pill's name starts with it. */
  label: string
  /** Test id of the pill that shows the chosen token and opens the picker. */
  testId: string
  tokens: readonly TokenPickerItem[]
  /** Id of the chosen token. */
  selectedId: string | undefined
  onChange: (id: string) => void
  disabled?: boolean | undefined
  /** The tokens are still loading. */
  loading?: boolean | undefined
}

/** The two parts of a token picker: the pill and, while it is open, the picker. */
export interface TokenPickerParts {
  /** A pill with the chosen token's icon and symbol; pressing it opens the picker. */
  pill: ReactNode
  /** The `TokenPicker` (search, balances, the user's tokens first) while open, else null. */
  picker: ReactNode
}

/**
 * A token pill and the picker it opens, for a field to place (the picker goes under the
 * field). Picking a token, or Escape, closes the picker and gives the focus back to the pill.
 */
export function useTokenPicker({
  label,
  testId,
  tokens,
  selectedId,
  onChange,
  disabled,
  loading,
}: TokenPickerOptions): TokenPickerParts {
  const messages = useMessages()
  const { review: texts } = useReviewTexts()
  const [open, setOpen] = useState(false)
  const pillRef = useRef<HTMLButtonElement>(null)
  const labelId = useId()
  const symbolId = useId()
  const selected = tokens.find((token) => token.id === selectedId)
  const close = () => {
    setOpen(false)
    pillRef.current?.focus()
  }
  const pill = (
    <button
      ref={pillRef}
      type="button"
      className="foyer-token-pill"
      data-testid={testId}
      aria-labelledby={`${labelId} ${symbolId}`}
      aria-haspopup="listbox"
      aria-expanded={open}
      disabled={disabled || (!loading && tokens.length === 0)}
      onClick={() => setOpen((current) => !current)}
    >
      <span id={labelId} className="foyer-visually-hidden">
        {label}
      </span>
      <NetworkImage src={selected?.imageUrl} name={selected?.symbol ?? ''} size={28} decorative />
      <span id={symbolId} data-testid={`${testId}-symbol`}>
        {selected?.symbol ?? messages.swap.token}
      </span>
      <ChevronIcon className="foyer-token-pill-chevron" />
    </button>
  )
  const picker =
    open && !disabled ? (
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
    ) : null
  return { pill, picker }
}

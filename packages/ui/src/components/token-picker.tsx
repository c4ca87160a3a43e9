import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { SearchIcon } from '../icons/icons.js'
import { cx } from '../internal/cx.js'
import { NetworkImage } from './network-image.js'
import { Spinner } from './spinner.js'
import { orderTokens, type TokenPickerItem } from './token-order.js'

export { orderTokens, type TokenPickerItem } from './token-order.js'

/** Props of {@link TokenPicker}. Every text comes from the caller's catalogue. */
export interface TokenPickerProps {
  /** The tokens on offer, in the caller's order (held ones are moved first). */
  tokens: readonly TokenPickerItem[]
  /** The token chosen now: marked, and active when the picker opens. */
  selectedId?: string
  /** Called with the token picked by click or Enter. */
  onSelect: (token: TokenPickerItem) => void
  /** Called on Escape with an empty search: the caller closes the picker. */
  onDismiss: () => void
  /** Names the list of tokens ("Tokens"). */
  listLabel: string
  /** Names the search field ("Search tokens"). */
  searchLabel: string
  searchPlaceholder?: string
  /** Tokens still loading: a spinner named `loadingLabel` instead of the list. */
  loading?: boolean
  loadingLabel: string
  /** Shown when there is no token at all. */
  emptyLabel: string
  /** Shown when the search matches none, given the search text. */
  noMatchLabel: (query: string) => string
  /** The search text the picker opens with. Default empty. */
  defaultQuery?: string
  /** Focus the search field when the picker opens. Default true. */
  autoFocus?: boolean
  className?: string
  'data-testid'?: string
}

/**
 * Choose a token: a search field over a list of tokens with icon, symbol, name, balance and
 * money value, the user's own tokens first. Focus stays in the search field (a combobox):
 * ArrowDown / ArrowUp move through the list, Enter picks, Escape clears the search, then
 * dismisses. Screen readers hear a listbox of options named by their text. Styles:
 * `tokenPickerCss`.
 */
export function TokenPicker({
  tokens,
  selectedId,
  onSelect,
  onDismiss,
  listLabel,
  searchLabel,
  searchPlaceholder,
  loading = false,
  loadingLabel,
  emptyLabel,
  noMatchLabel,
  defaultQuery = '',
  autoFocus = true,
  className,
  'data-testid': testId,
}: TokenPickerProps) {
  const [query, setQuery] = useState(defaultQuery)
  const shown = useMemo(() => orderTokens(tokens, query), [tokens, query])
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      shown.findIndex((token) => token.id === selectedId),
    ),
  )
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '_')
  const listId = `foyer-token-list-${baseId}`
  const optionId = (index: number) => `${listId}-${index}`
  const inputId = `${listId}-search`
  const activeIndex = shown.length === 0 ? -1 : Math.min(active, shown.length - 1)

  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLDivElement>(null)

  // Opening the picker never scrolls the view around it: the picker opens where the user
  // clicked, so its search field is on show.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once, when the picker opens
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus({ preventScroll: true })
  }, [])

  // The active option stays visible by scrolling the list only, never the modal around it.
  useEffect(() => {
    const list = listRef.current
    const option = activeIndex < 0 ? null : list?.children.item(activeIndex)
    if (!list || !option) return
    const box = option.getBoundingClientRect()
    const frame = list.getBoundingClientRect()
    if (box.top < frame.top) list.scrollTop -= frame.top - box.top
    else if (box.bottom > frame.bottom) list.scrollTop += box.bottom - frame.bottom
  }, [activeIndex])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (shown.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((activeIndex + step + shown.length) % shown.length)
    } else if (event.key === 'Enter') {
      // Never submit the form around the picker.
      event.preventDefault()
      const token = shown[activeIndex]
      if (token) onSelect(token)
    } else if (event.key === 'Escape') {
      // The dialog around the picker stays open: Escape clears the search, then dismisses.
      event.preventDefault()
      event.stopPropagation()
      if (query === '') onDismiss()
      else {
        setQuery('')
        setActive(0)
      }
    }
  }

  const status = loading
    ? undefined
    : tokens.length === 0
      ? emptyLabel
      : shown.length === 0
        ? noMatchLabel(query.trim())
        : undefined

  return (
    <div className={cx('foyer-token-picker', className)} data-testid={testId}>
      <label htmlFor={inputId} className="foyer-visually-hidden">
        {searchLabel}
      </label>
      <div className="foyer-search-field">
        <SearchIcon className="foyer-search-icon" />
        <input
          id={inputId}
          type="search"
          className="foyer-search-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={searchPlaceholder ?? searchLabel}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
          ref={inputRef}
          role="combobox"
          aria-expanded={shown.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        />
      </div>
      {loading ? (
        <div className="foyer-token-picker-status">
          <Spinner label={loadingLabel} />
        </div>
      ) : (
        <>
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={listLabel}
            className="foyer-token-list"
          >
            {shown.map((token, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the search field handles the keys
              <div
                key={token.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={token.id === selectedId}
                data-active={index === activeIndex ? '' : undefined}
                data-testid={`foyer-token-option-${token.symbol}`}
                className="foyer-token-option"
                // Keep the focus in the search field.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== activeIndex && setActive(index)}
                onClick={() => onSelect(token)}
              >
                <NetworkImage src={token.imageUrl} name={token.symbol} size={32} decorative />
                <span className="foyer-token-option-names">
                  <span className="foyer-token-option-symbol">{token.symbol}</span>
                  {token.name && <span className="foyer-token-option-name">{token.name}</span>}
                </span>
                {(token.balance || token.value) && (
                  <span className="foyer-token-option-amounts">
                    {token.balance && <span>{token.balance}</span>}
                    {token.value && <span className="foyer-token-option-value">{token.value}</span>}
                  </span>
                )}
              </div>
            ))}
          </div>
          {status && (
            <p className="foyer-token-picker-status" role="status">
              {status}
            </p>
          )}
        </>
      )}
    </div>
  )
}

import {
  type ChangeEvent,
  forwardRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  useId,
  useRef,
} from 'react'
import { CloseIcon, SearchIcon } from '../icons/icons.js'
import { useComposedRefs } from '../internal/compose-refs.js'
import { cx } from '../internal/cx.js'
import { useControllableState } from '../internal/use-controllable-state.js'
import { useUiLabels } from '../labels/ui-labels.js'
import { IconButton } from './icon-button.js'

/** Props of {@link SearchInput}. */
export interface SearchInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'type'> {
  /** The field's label (required: every field is named). */
  label: string
  /** Keep the label for screen readers only (the search icon and placeholder show the purpose). */
  hideLabel?: boolean
  /** The text (controlled). */
  value?: string
  /** The first text (uncontrolled). */
  defaultValue?: string
  /** Called with the new text on every change, and with `''` when cleared. */
  onValueChange?: (value: string) => void
  /** Accessible name of the clear button. Default `'Clear'`. */
  clearLabel?: string
}

/**
 * A search field with a label, a leading search icon and a clear button (shown while there
 * is text). Escape clears the text when there is some; otherwise it is left to the dialog.
 */
export const SearchInput = forwardRef<HTMLInputElement, SearchInputProps>(function SearchInput(
  {
    label,
    hideLabel = false,
    value,
    defaultValue = '',
    onValueChange,
    clearLabel,
    id,
    className,
    onChange,
    onKeyDown,
    ...props
  },
  forwardedRef,
) {
  const labels = useUiLabels()
  const [text, setText] = useControllableState(value, defaultValue, onValueChange)
  const generatedId = useId()
  const inputId = id ?? `foyer-search-${generatedId.replace(/[^a-zA-Z0-9_-]/g, '_')}`
  const inputRef = useRef<HTMLInputElement>(null)
  const ref = useComposedRefs(inputRef, forwardedRef)
  const clear = () => {
    setText('')
    inputRef.current?.focus()
  }
  return (
    <div className={cx('foyer-search', className)}>
      <label
        htmlFor={inputId}
        className={hideLabel ? 'foyer-visually-hidden' : 'foyer-search-label'}
      >
        {label}
      </label>
      <div className="foyer-search-field">
        <SearchIcon className="foyer-search-icon" />
        <input
          ref={ref}
          id={inputId}
          type="search"
          className="foyer-search-input"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            onChange?.(event)
            setText(event.target.value)
          }}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            onKeyDown?.(event)
            if (event.key === 'Escape' && text !== '' && !event.defaultPrevented) {
              event.preventDefault()
              event.stopPropagation()
              setText('')
            }
          }}
          {...props}
        />
        {text !== '' && (
          <IconButton
            className="foyer-search-clear"
            size="sm"
            label={clearLabel ?? labels.clear}
            icon={<CloseIcon />}
            onClick={clear}
          />
        )}
      </div>
    </div>
  )
})

import { forwardRef, type ReactNode, useId } from 'react'
import { Button } from './button.js'

/** The Max button of an {@link AmountInput}. */
export interface AmountInputMax {
  /** The button's text ("Max"). */
  text: string
  /** Its tooltip ("Use the largest amount"). */
  label: string
  /** Fills in the largest amount; absent while it is unknown (the button is disabled). */
  onMax: (() => void) | undefined
  'data-testid'?: string
}

/** Props of {@link AmountInput}. */
export interface AmountInputProps {
  /** The field's label ("Amount", "You pay"). */
  label: string
  /** The amount as typed, a decimal string. */
  value: string
  onChange: (value: string) => void
  /** The token pill beside the numeral (it may open a token picker). */
  token: ReactNode
  /** Shown at the label's end, e.g. "Balance: 1.234 ETH". */
  balance?: ReactNode
  /** The amount's money value ("≈ $500.00"), under the numeral; its line is kept when absent. */
  moneyValue?: string | undefined
  /** The Max button; none when absent. */
  max?: AmountInputMax
  /** The text under the field when the amount is wrong. */
  error?: string | undefined
  disabled?: boolean
  /** Shown under the box (e.g. the token picker the pill opened). */
  children?: ReactNode
  placeholder?: string
  'data-testid'?: string
  moneyTestId?: string
  errorTestId?: string
}

/**
 * An amount as wallets show it: a large numeral with the token pill beside it, the money
 * value under it and a Max button, in one box. The numeral never scrolls a long amount out
 * of the box's height, and the money value's line is there before the value is known, so
 * nothing under the box moves when it arrives. Styles: `amountInputCss`.
 */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  {
    label,
    value,
    onChange,
    token,
    balance,
    moneyValue,
    max,
    error,
    disabled,
    children,
    placeholder = '0',
    'data-testid': testId,
    moneyTestId,
    errorTestId,
  },
  ref,
) {
  const id = useId()
  const errorId = `${id}-error`
  const moneyId = `${id}-money`
  return (
    <div className="foyer-amount-input">
      <div className="foyer-amount-input-label">
        <label htmlFor={id}>{label}</label>
        {balance}
      </div>
      <div className="foyer-amount-input-box" data-invalid={error ? true : undefined}>
        <div className="foyer-amount-input-row">
          <input
            ref={ref}
            id={id}
            className="foyer-amount-input-numeral"
            data-testid={testId}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            value={value}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy([moneyValue && moneyId, error && errorId])}
            onChange={(event) => onChange(event.target.value)}
          />
          {token}
        </div>
        <div className="foyer-amount-input-row">
          <span id={moneyId} className="foyer-amount-input-money" data-testid={moneyTestId}>
            {moneyValue ?? '\u00a0'}
          </span>
          {max && (
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled || !max.onMax}
              title={max.label}
              data-testid={max['data-testid']}
              onClick={max.onMax}
            >
              {max.text}
            </Button>
          )}
        </div>
      </div>
      {children}
      {error && (
        <p id={errorId} className="foyer-field-error" data-testid={errorTestId}>
          {error}
        </p>
      )}
    </div>
  )
})

/** The ids of the texts that describe the numeral, or nothing. */
function describedBy(ids: readonly (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id))
  return present.length > 0 ? present.join(' ') : undefined
}

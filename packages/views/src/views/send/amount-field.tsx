import { Button } from '@foyer/ui'
import { forwardRef, useId } from 'react'
import { t, useMessages } from '../../messages/context.js'

/** Props of {@link AmountField}. */
export interface AmountFieldProps {
  value: string
  onChange: (value: string) => void
  /** The balance line, e.g. `'1.234 ETH'`. */
  balance: string | undefined
  /** Fills in the largest amount; absent while it is unknown. */
  onMax: (() => void) | undefined
  /** The text under the field when the amount is wrong. */
  error: string | undefined
  disabled?: boolean
}

/** The amount to send, with the balance and a Max button; an error shows under it. */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  { value, onChange, balance, onMax, error, disabled },
  ref,
) {
  const messages = useMessages()
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="foyer-field">
      <div className="foyer-field-label">
        <label htmlFor={id}>{messages.send.amount}</label>
        {balance && (
          <span data-testid="foyer-send-balance">
            {t(messages.send.balance, { amount: balance })}
          </span>
        )}
      </div>
      <div className="foyer-field-row">
        <input
          ref={ref}
          id={id}
          className="foyer-input"
          data-testid="foyer-send-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || !onMax}
          title={messages.send.maxLabel}
          data-testid="foyer-send-max"
          onClick={onMax}
        >
          {messages.send.max}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="foyer-field-error" data-testid="foyer-send-amount-error">
          {error}
        </p>
      )}
    </div>
  )
})

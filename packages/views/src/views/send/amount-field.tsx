import type { SendToken } from '@foyer/core'
import { sameToken } from '@foyer/core/send'
import { AmountInput } from '@foyer/ui/fields'
import { forwardRef } from 'react'
import { useClient } from '../../client/client-context.js'
import { amountMoneyValue } from '../../internal/amount-money.js'
import { formatAmountWithSymbol } from '../../internal/format-amount.js'
import { t, useLocale, useMessages } from '../../messages/context.js'
import { useTokenPicker } from '../token-picker/use-token-picker.js'
import { sendTokenId, sendTokenItems } from './send-token-items.js'

/** Props of {@link AmountField}. */
export interface AmountFieldProps {
  /** The account's balances the token is picked from. */
  tokens: readonly SendToken[]
  token: SendToken | undefined
  onTokenChange: (token: SendToken) => void
  value: string
  onChange: (value: string) => void
  /** Fills in the largest amount; absent while it is unknown. */
  onMax: (() => void) | undefined
  /** The text under the field when the amount is wrong. */
  error: string | undefined
  disabled?: boolean
}

/**
 * What to send: the amount as a large numeral with the token pill beside it (it opens the
 * token picker with the account's balances), the amount's dollar value under it when the
 * token's price is known, the balance and Max; an error shows under it.
 */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  { tokens, token, onTokenChange, value, onChange, onMax, error, disabled },
  ref,
) {
  const client = useClient()
  const messages = useMessages()
  const locale = useLocale()
  const selected = token ? tokens.find((candidate) => sameToken(candidate, token)) : undefined
  const { pill, picker } = useTokenPicker({
    label: messages.send.token,
    testId: 'foyer-send-token',
    tokens: sendTokenItems(client, tokens, locale),
    selectedId: selected && sendTokenId(selected),
    disabled,
    onChange: (id) => {
      const picked = tokens.find((candidate) => sendTokenId(candidate) === id)
      if (picked) onTokenChange(picked)
    },
  })
  const balance = token
    ? formatAmountWithSymbol(token.quantity.numeric, token.symbol, locale)
    : undefined
  return (
    <AmountInput
      ref={ref}
      label={messages.send.amount}
      value={value}
      onChange={onChange}
      token={pill}
      balance={
        balance && (
          <span data-testid="foyer-send-balance">
            {t(messages.send.balance, { amount: balance })}
          </span>
        )
      }
      moneyValue={amountMoneyValue(value, token?.price, locale)}
      max={{
        text: messages.send.max,
        label: messages.send.maxLabel,
        onMax,
        'data-testid': 'foyer-send-max',
      }}
      error={error}
      disabled={disabled}
      data-testid="foyer-send-amount"
      moneyTestId="foyer-send-amount-value"
      errorTestId="foyer-send-amount-error"
    >
      {picker}
    </AmountInput>
  )
})

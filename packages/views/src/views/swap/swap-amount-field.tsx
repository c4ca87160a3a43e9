import { formatUnits, type SwapToken } from '@foyer/core'
import { AmountInput } from '@foyer/ui/fields'
import type { TokenPickerItem } from '@foyer/ui/token-picker'
import { amountMoneyValue } from '../../internal/amount-money.js'
import { formatAmountWithSymbol } from '../../internal/format-amount.js'
import { t, useLocale, useMessages } from '../../messages/context.js'
import { useTokenPicker } from '../token-picker/use-token-picker.js'
import { isNativeSwapToken } from './swap-math.js'

/** Props of {@link SwapAmountField}. */
export interface SwapAmountFieldProps {
  /** The tokens to pay with, as the token picker lists them. */
  items: readonly TokenPickerItem[]
  /** The token paid with, and the account's balance of it (smallest unit). */
  from: SwapToken | undefined
  held: bigint
  onFromChange: (id: string) => void
  value: string
  onChange: (value: string) => void
  /** The text under the field when the amount is wrong. */
  error: string | undefined
  disabled: boolean
}

/**
 * What Swap pays: the amount as a large numeral with the token pill beside it (it opens the
 * token picker), the amount's dollar value under it, the balance, and Max for a token (the
 * native currency keeps what the network fee needs, so it has no Max).
 */
export function SwapAmountField({
  items,
  from,
  held,
  onFromChange,
  value,
  onChange,
  error,
  disabled,
}: SwapAmountFieldProps) {
  const messages = useMessages()
  const locale = useLocale()
  const { pill, picker } = useTokenPicker({
    label: messages.swap.from,
    testId: 'foyer-swap-from',
    tokens: items,
    selectedId: from?.address,
    disabled,
    onChange: onFromChange,
  })
  const whole = from ? formatUnits(held, from.decimals) : undefined
  return (
    <AmountInput
      label={messages.swap.from}
      value={value}
      onChange={onChange}
      token={pill}
      balance={
        from &&
        whole !== undefined && (
          <span data-testid="foyer-swap-balance">
            {t(messages.swap.balance, {
              amount: formatAmountWithSymbol(whole, from.symbol, locale) ?? '0',
            })}
          </span>
        )
      }
      moneyValue={amountMoneyValue(value, from?.price, locale)}
      max={
        from && !isNativeSwapToken(from)
          ? {
              text: messages.send.max,
              label: messages.send.maxLabel,
              onMax: held > 0n && whole !== undefined ? () => onChange(whole) : undefined,
              'data-testid': 'foyer-swap-max',
            }
          : undefined
      }
      error={error}
      disabled={disabled}
      data-testid="foyer-swap-amount"
      moneyTestId="foyer-swap-amount-value"
      errorTestId="foyer-swap-amount-error"
    >
      {picker}
    </AmountInput>
  )
}

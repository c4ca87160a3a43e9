import { formatMoney } from '@foyer/common'

/** A typed amount: digits with at most one decimal point (as the amount fields accept). */
const DECIMAL = /^\d*\.?\d*$/

/**
 * The money value of a typed amount at a token's price, as an amount input shows it under
 * the numeral (`'0.25'` at 2000 → `'≈ $500.00'`). Undefined when the price is unknown, or the
 * amount is empty, zero or not a decimal: no value is ever made up.
 */
export function amountMoneyValue(
  amount: string,
  price: number | undefined,
  locale: string,
): string | undefined {
  if (price === undefined || !(price > 0) || !DECIMAL.test(amount)) return undefined
  const whole = Number(amount)
  if (!Number.isFinite(whole) || whole <= 0) return undefined
  return `≈ ${formatMoney(whole * price, 'USD', locale)}`
}

import { formatBalance } from '@foyer/common'
import { localizeNumberText } from '../i18n/localize-number.js'

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * Formats a decimal string in whole units (`'1.23456'`) with 3 decimals, cut off and
 * grouped (SPEC §9: balances display 3 decimals): `'1.234'`, written with `locale`'s
 * separators and digits when given (`'1.234,567'` in German). Returns undefined for text that
 * is not a decimal number.
 */
export function formatAmount(amount: string | undefined, locale?: string): string | undefined {
  if (amount === undefined) return undefined
  const match = DECIMAL.exec(amount.trim())
  if (!match || (!match[2] && !match[3])) return undefined
  const [, sign = '', whole = '', fraction = ''] = match
  if (fraction.length > 255)
    return formatAmount(`${sign}${whole}.${fraction.slice(0, 255)}`, locale)
  const value = BigInt(`${sign}${whole || '0'}${fraction}`)
  return localizeNumberText(formatBalance(value, fraction.length), locale)
}

/** A balance with its symbol, e.g. `'1.234 ETH'`; undefined when the amount is unknown. */
export function formatAmountWithSymbol(
  amount: string | undefined,
  symbol: string | undefined,
  locale?: string,
): string | undefined {
  const formatted = formatAmount(amount, locale)
  if (formatted === undefined) return undefined
  return symbol ? `${formatted} ${symbol}` : formatted
}

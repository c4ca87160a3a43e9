import { formatBalance } from '@foyer/common'

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * Formats a decimal string in whole units (`'1.23456'`) with 3 decimals, cut off and
 * grouped (SPEC §9: balances display 3 decimals): `'1.234'`. Returns undefined for text
 * that is not a decimal number.
 */
export function formatAmount(amount: string | undefined): string | undefined {
  if (amount === undefined) return undefined
  const match = DECIMAL.exec(amount.trim())
  if (!match || (!match[2] && !match[3])) return undefined
  const [, sign = '', whole = '', fraction = ''] = match
  if (fraction.length > 255) return formatAmount(`${sign}${whole}.${fraction.slice(0, 255)}`)
  const value = BigInt(`${sign}${whole || '0'}${fraction}`)
  return formatBalance(value, fraction.length)
}

/** A balance with its symbol, e.g. `'1.234 ETH'`; undefined when the amount is unknown. */
export function formatAmountWithSymbol(
  amount: string | undefined,
  symbol: string | undefined,
): string | undefined {
  const formatted = formatAmount(amount)
  if (formatted === undefined) return undefined
  return symbol ? `${formatted} ${symbol}` : formatted
}

import { MONEY_DISPLAY_DECIMALS } from '../constants/balances.js'

/**
 * Formats a money amount with 2 decimals (SPEC §9), as currency when an ISO 4217 code is
 * given: `formatMoney(1234.5, 'USD')` → `'$1,234.50'`, `formatMoney(0.5)` → `'0.50'`.
 * Non-finite values show as zero.
 */
export function formatMoney(value: number, currency?: string, locale = 'en-US'): string {
  const amount = Number.isFinite(value) ? value : 0
  return new Intl.NumberFormat(locale, {
    ...(currency ? { style: 'currency', currency } : {}),
    minimumFractionDigits: MONEY_DISPLAY_DECIMALS,
    maximumFractionDigits: MONEY_DISPLAY_DECIMALS,
  }).format(amount)
}

const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * A US-dollar amount with 2 decimals, grouped (SPEC §9: money displays 2 decimals):
 * `1234.567` → `'1,234.57'`. Undefined for a missing or non-finite value.
 */
export function formatMoney(value: number | undefined): string | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined
  return MONEY.format(value)
}

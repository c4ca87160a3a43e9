const formats = new Map<string, Intl.NumberFormat>()

/**
 * A US-dollar amount with 2 decimals, grouped (SPEC §9: money displays 2 decimals):
 * `1234.567` → `'1,234.57'` (in `locale`'s digits and grouping). Undefined for a missing or non-finite value.
 */
export function formatMoney(value: number | undefined, locale = 'en-US'): string | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    formats.set(locale, format)
  }
  return format.format(value)
}

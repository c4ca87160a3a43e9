/** A locale's group and decimal separators and its ten digits, as `Intl` writes them. */
interface NumberSymbols {
  group: string
  decimal: string
  digits: readonly string[]
}

const symbolsByLocale = new Map<string, NumberSymbols | null>()

function numberSymbols(locale: string): NumberSymbols | null {
  const known = symbolsByLocale.get(locale)
  if (known !== undefined) return known
  let symbols: NumberSymbols | null = null
  try {
    const parts = new Intl.NumberFormat(locale).formatToParts(11111.5)
    const plain = new Intl.NumberFormat(locale, { useGrouping: false })
    symbols = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      digits: Array.from({ length: 10 }, (_, digit) => plain.format(digit)),
    }
  } catch {
    symbols = null
  }
  symbolsByLocale.set(locale, symbols)
  return symbols
}

/**
 * Rewrites a number written the English way (`'1,234.567'`, as `formatBalance` writes exact
 * token amounts) with `locale`'s separators and digits (`'1.234,567'` in German). Amounts stay
 * exact strings: they never pass through a float. English, unknown locales and anything that is
 * not such a number come back unchanged.
 */
export function localizeNumberText(text: string, locale: string | undefined): string {
  if (!locale || locale === 'en' || !/^-?[\d,]*\.?\d*$/.test(text)) return text
  const symbols = numberSymbols(locale)
  if (!symbols) return text
  let out = ''
  for (const char of text) {
    if (char === ',') out += symbols.group
    else if (char === '.') out += symbols.decimal
    else if (char >= '0' && char <= '9') out += symbols.digits[Number(char)] ?? char
    else out += char
  }
  return out
}

import { localizeNumberText } from '../i18n/localize-number.js'

/** Options of {@link formatSignificant}. */
export interface SignificantOptions {
  /** Most significant digits shown in the fraction (whole digits are never rounded away). */
  significant: number
  /**
   * Below `10^-floorDecimals` (and above 0) the value reads `< 0.0001` (for 4) instead of its
   * digits; omit to always show the digits.
   */
  floorDecimals?: number | undefined
  /** Writes separators and digits the locale's way (`'1.234,5'` in German). */
  locale?: string | undefined
}

/** The most significant digits a fee shows (issue 39: "at most 4 significant"). */
export const FEE_SIGNIFICANT_DIGITS = 4
/** Fees below 0.0001 read "< 0.0001" when a money value beside them tells their size. */
export const FEE_FLOOR_DECIMALS = 4

/**
 * An exact amount in smallest units (`value` with `decimals`) as people read it: rounded (half
 * up) to `significant` significant digits after the point, whole digits kept and grouped,
 * trailing zeros dropped — `1.032619009` → `'1.033'`, `0.00013371115446` → `'0.0001337'`,
 * `12345.678` → `'12,346'`. Exact arithmetic on bigints: no float artefacts.
 */
export function formatSignificant(
  value: bigint,
  decimals: number,
  { significant, floorDecimals, locale }: SignificantOptions,
): string {
  const negative = value < 0n
  const magnitude = negative ? -value : value
  if (magnitude === 0n) return '0'
  if (floorDecimals !== undefined && floorDecimals < decimals) {
    const floor = 10n ** BigInt(decimals - floorDecimals)
    if (magnitude < floor) {
      const shown = `0.${'1'.padStart(floorDecimals, '0')}`
      return `${negative ? '> -' : '< '}${localizeNumberText(shown, locale)}`
    }
  }
  const digits = magnitude.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals)
  const leadingZeros = whole === '0' ? fraction.length - fraction.replace(/^0+/, '').length : 0
  const wholeSignificant = whole === '0' ? 0 : whole.length
  const kept = Math.min(decimals, Math.max(0, significant - wholeSignificant) + leadingZeros)
  const dropped = 10n ** BigInt(decimals - kept)
  const rounded = (magnitude + dropped / 2n) / dropped
  const roundedDigits = rounded.toString().padStart(kept + 1, '0')
  const roundedWhole = roundedDigits.slice(0, roundedDigits.length - kept)
  const roundedFraction = roundedDigits.slice(roundedDigits.length - kept).replace(/0+$/, '')
  const grouped = roundedWhole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const text = `${negative ? '-' : ''}${grouped}${roundedFraction ? `.${roundedFraction}` : ''}`
  return localizeNumberText(text, locale)
}

/**
 * A network fee: at most {@link FEE_SIGNIFICANT_DIGITS} significant digits and the symbol,
 * `'0.0001337 ETH'`. With `priced` (a money value is shown beside it) a fee below 0.0001 reads
 * `'< 0.0001 ETH'`; without one its digits stay, so the size is never hidden.
 */
export function formatFee(
  value: bigint,
  currency: { symbol: string; decimals: number },
  { priced, locale }: { priced: boolean; locale?: string | undefined },
): string {
  const amount = formatSignificant(value, currency.decimals, {
    significant: FEE_SIGNIFICANT_DIGITS,
    floorDecimals: priced ? FEE_FLOOR_DECIMALS : undefined,
    locale,
  })
  return `${amount} ${currency.symbol}`
}

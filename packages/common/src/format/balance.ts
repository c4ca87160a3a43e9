import { BALANCE_DISPLAY_DECIMALS } from '../constants/balances.js'
import { FoyerError } from '../errors/FoyerError.js'

/**
 * Formats an amount in smallest units (wei, lamports, satoshis) for display: thousands
 * grouped with commas and exactly `displayDecimals` decimals (SPEC §9: 3), cut off rather
 * than rounded so a balance is never shown larger than it is.
 *
 * @throws {FoyerError} `INVALID_DECIMALS` unless both decimal counts are integers 0–255.
 *
 * @example formatBalance(1234567800000000000000n, 18) // '1,234.567'
 */
export function formatBalance(
  value: bigint,
  decimals: number,
  displayDecimals: number = BALANCE_DISPLAY_DECIMALS,
): string {
  for (const count of [decimals, displayDecimals]) {
    if (!Number.isInteger(count) || count < 0 || count > 255) {
      throw new FoyerError('INVALID_DECIMALS', { details: `Received ${count}` })
    }
  }
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).padEnd(displayDecimals, '0')
  const shown =
    displayDecimals > 0
      ? `${groupThousands(whole)}.${fraction.slice(0, displayDecimals)}`
      : groupThousands(whole)
  return negative && /[1-9]/.test(shown) ? `-${shown}` : shown
}

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

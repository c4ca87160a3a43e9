import { FoyerError } from '@foyer/common'

const DECIMAL_AMOUNT = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

/**
 * A decimal amount as typed (`'1.5'`) in smallest units of a currency with `decimals`
 * places (`1500000000000000000n` for 18). Exact: no floating point.
 *
 * @throws {FoyerError} `INVALID_SEND_INPUT` for text that is not a non-negative decimal, or
 * with more fraction digits than `decimals`.
 */
export function parseUnits(amount: string, decimals: number): bigint {
  const match = DECIMAL_AMOUNT.exec(amount.trim())
  if (!match || !Number.isInteger(decimals) || decimals < 0) {
    throw new FoyerError('INVALID_SEND_INPUT', { details: `not an amount: "${amount}"` })
  }
  const whole = match[1] ?? '0'
  const fraction = match[2] ?? match[3] ?? ''
  if (fraction.length > decimals) {
    throw new FoyerError('INVALID_SEND_INPUT', { details: `more than ${decimals} decimals` })
  }
  return BigInt(whole + fraction.padEnd(decimals, '0'))
}

import { formatBalance } from '@foyer/common'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAmount, formatAmountWithSymbol } from './format-amount.js'

describe('formatAmount (SPEC §9: 3 decimals)', () => {
  it('cuts decimal strings to 3 decimals and groups thousands', () => {
    expect(formatAmount('1.2345678')).toBe('1.234')
    expect(formatAmount('1234567.8')).toBe('1,234,567.800')
    expect(formatAmount('0')).toBe('0.000')
    expect(formatAmount('.5')).toBe('0.500')
    expect(formatAmount('-2.5')).toBe('-2.500')
    expect(formatAmountWithSymbol('0.000999', 'ETH')).toBe('0.000 ETH')
  })

  it('refuses text that is not a decimal number', () => {
    for (const text of ['', '.', 'abc', '1e18', '1.2.3', '0x10', undefined]) {
      expect(formatAmount(text)).toBeUndefined()
    }
    expect(formatAmountWithSymbol(undefined, 'ETH')).toBeUndefined()
  })

  it('agrees with formatBalance of the same value in smallest units', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 24 }),
        (value, decimals) => {
          const digits = value.toString().padStart(decimals + 1, '0')
          const text = decimals
            ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`
            : digits
          expect(formatAmount(text)).toBe(formatBalance(value, decimals))
        },
      ),
    )
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { shortenAddress } from './address.js'
import { formatBalance } from './balance.js'
import { formatMoney } from './money.js'

describe('formatBalance (SPEC §9: 3 decimals)', () => {
  it('shows 3 decimals, cut off, with grouped thousands', () => {
    expect(formatBalance(1234567800000000000000n, 18)).toBe('1,234.567')
    expect(formatBalance(1999999999999999999n, 18)).toBe('1.999')
    expect(formatBalance(0n, 18)).toBe('0.000')
    expect(formatBalance(5n, 0)).toBe('5.000')
    expect(formatBalance(150000000n, 8)).toBe('1.500')
    expect(formatBalance(1n, 9)).toBe('0.000')
    expect(formatBalance(-2500n, 3)).toBe('-2.500')
    expect(formatBalance(-1n, 18)).toBe('0.000')
    expect(formatBalance(123456789n, 2, 0)).toBe('1,234,567')
  })

  it('refuses impossible decimals', () => {
    expect(() => formatBalance(1n, -1)).toThrow(
      expect.objectContaining({ code: 'INVALID_DECIMALS' }),
    )
    expect(() => formatBalance(1n, 1.5)).toThrow(
      expect.objectContaining({ code: 'INVALID_DECIMALS' }),
    )
  })

  it('never shows more than the value', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 30 }),
        (value, decimals) => {
          const shown = formatBalance(value, decimals).replaceAll(',', '')
          const [whole = '', fraction = ''] = shown.split('.')
          expect(fraction).toHaveLength(3)
          const shownUnits = BigInt(whole + fraction) * 10n ** BigInt(decimals)
          expect(shownUnits <= value * 1000n).toBe(true)
          expect(value * 1000n - shownUnits < 10n ** BigInt(decimals)).toBe(true)
        },
      ),
    )
  })
})

describe('formatMoney (SPEC §9: 2 decimals)', () => {
  it('shows 2 decimals, as currency when given', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50')
    expect(formatMoney(0.005)).toBe('0.01')
    expect(formatMoney(12)).toBe('12.00')
    expect(formatMoney(Number.NaN, 'USD')).toBe('$0.00')
  })
})

describe('shortenAddress', () => {
  it('keeps 4 characters at each end after 0x', () => {
    expect(shortenAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe('0x5290…9EE7')
    expect(shortenAddress('CKg5d12Jhpej1JqtmxLJgaFqqeYjxgPqToJ4LBdvG9Ev', 6)).toBe('CKg5d1…dvG9Ev')
    expect(shortenAddress('0x1234')).toBe('0x1234')
    expect(shortenAddress('abcdefghi')).toBe('abcdefghi')
  })
})

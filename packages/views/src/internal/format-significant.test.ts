import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatFee, formatSignificant } from './format-significant.js'

const ETH = { symbol: 'ETH', decimals: 18 }
const wei = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.')
  return BigInt(`${whole}${fraction.padEnd(18, '0')}`)
}

describe('formatSignificant', () => {
  it("rounds the issue's fee and gas price to 4 significant digits", () => {
    expect(formatSignificant(wei('0.00013371115446'), 18, { significant: 4 })).toBe('0.0001337')
    expect(formatSignificant(1_032_619_009n, 9, { significant: 4 })).toBe('1.033')
  })

  it('keeps whole digits, groups them and drops trailing zeros', () => {
    expect(formatSignificant(wei('12345.678'), 18, { significant: 4 })).toBe('12,346')
    expect(formatSignificant(wei('1.5'), 18, { significant: 4 })).toBe('1.5')
    expect(formatSignificant(wei('2'), 18, { significant: 4 })).toBe('2')
    expect(formatSignificant(0n, 18, { significant: 4 })).toBe('0')
  })

  it('carries a rounding into the whole part', () => {
    expect(formatSignificant(wei('0.99999'), 18, { significant: 4 })).toBe('1')
    expect(formatSignificant(wei('9.99995'), 18, { significant: 4 })).toBe('10')
  })

  it('reads "< 0.0001" below the floor, and the digits at it', () => {
    const options = { significant: 4, floorDecimals: 4 }
    expect(formatSignificant(wei('0.00009999'), 18, options)).toBe('< 0.0001')
    expect(formatSignificant(wei('0.0001'), 18, options)).toBe('0.0001')
    expect(formatSignificant(1n, 18, options)).toBe('< 0.0001')
  })

  it("writes the locale's separators", () => {
    expect(formatSignificant(wei('12345.678'), 18, { significant: 6, locale: 'de' })).toBe(
      '12.345,7',
    )
    expect(
      formatSignificant(wei('0.00001'), 18, { significant: 4, floorDecimals: 4, locale: 'de' }),
    ).toBe('< 0,0001')
  })

  it('never strays from the exact value by more than half the last shown digit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 24 }),
        (value, decimals) => {
          const text = formatSignificant(value, decimals, { significant: 4 }).replaceAll(',', '')
          const [whole = '', fraction = ''] = text.split('.')
          const fractionSignificant = whole === '0' ? fraction.replace(/^0+/, '') : fraction
          expect(fractionSignificant.length).toBeLessThanOrEqual(
            whole === '0' ? 4 : Math.max(0, 4 - whole.length),
          )
          const shown = BigInt(`${whole}${fraction.padEnd(decimals, '0')}`)
          const step = 10n ** BigInt(decimals - fraction.length)
          const error = shown > value ? shown - value : value - shown
          expect(error * 2n).toBeLessThanOrEqual(step)
        },
      ),
    )
  })
})

describe('formatFee', () => {
  it('shows "< 0.0001" only when a money value tells the size', () => {
    expect(formatFee(wei('0.00001234'), ETH, { priced: true })).toBe('< 0.0001 ETH')
    expect(formatFee(wei('0.00001234'), ETH, { priced: false })).toBe('0.00001234 ETH')
    expect(formatFee(423n, { symbol: 'BTC', decimals: 8 }, { priced: false })).toBe(
      '0.00000423 BTC',
    )
  })

  it('never shows 14 decimals', () => {
    expect(formatFee(wei('0.00013371115446'), ETH, { priced: true })).toBe('0.0001337 ETH')
  })
})

import { describe, expect, it } from 'vitest'
import { formatAmount, formatAmountWithSymbol } from '../internal/format-amount.js'
import { localizeNumberText } from './localize-number.js'

describe('localizeNumberText', () => {
  it("writes English-formatted amounts with the locale's separators", () => {
    expect(localizeNumberText('1,234.567', 'de')).toBe('1.234,567')
    expect(localizeNumberText('1,234.567', 'ru')).toBe('1\u00a0234,567')
    expect(localizeNumberText('1,234.567', 'ja')).toBe('1,234.567')
  })

  it("uses the locale's own digits where Intl does", () => {
    expect(localizeNumberText('1,234.5', 'ar-EG')).toBe('١٬٢٣٤٫٥')
    expect(localizeNumberText('-12.5', 'fa')).toBe(`-${new Intl.NumberFormat('fa').format(12.5)}`)
  })

  it('keeps every digit of a long amount (no float on the way)', () => {
    expect(localizeNumberText('123,456,789,012,345,678.901', 'de')).toBe(
      '123.456.789.012.345.678,901',
    )
  })

  it('leaves English, unknown locales and other text unchanged', () => {
    expect(localizeNumberText('1,234.567', 'en')).toBe('1,234.567')
    expect(localizeNumberText('1,234.567', undefined)).toBe('1,234.567')
    expect(localizeNumberText('1,234.567', 'not a locale!')).toBe('1,234.567')
    expect(localizeNumberText('1.5 ETH', 'de')).toBe('1.5 ETH')
  })
})

describe('formatAmount with a locale', () => {
  it('cuts to 3 decimals, then localizes', () => {
    expect(formatAmount('1234.56789', 'de')).toBe('1.234,567')
    expect(formatAmount('1234.56789')).toBe('1,234.567')
    expect(formatAmountWithSymbol('0.5', 'BTC', 'fr')).toBe('0,500 BTC')
  })
})

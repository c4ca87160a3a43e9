import { describe, expect, it } from 'vitest'
import { amountMoneyValue } from './amount-money.js'

describe('amountMoneyValue', () => {
  it('values a typed amount at the price, in the locale, without float artefacts', () => {
    expect(amountMoneyValue('0.25', 2000, 'en-US')).toBe('≈ $500.00')
    expect(amountMoneyValue('0.1', 0.3, 'en-US')).toBe('≈ $0.03')
    expect(amountMoneyValue('1234.5', 1, 'de-DE')).toMatch(/^≈ 1\.234,50\s\$$/)
  })

  it('makes no value up: no price, nothing typed, zero or not a number', () => {
    expect(amountMoneyValue('1', undefined, 'en-US')).toBeUndefined()
    expect(amountMoneyValue('', 2000, 'en-US')).toBeUndefined()
    expect(amountMoneyValue('0', 2000, 'en-US')).toBeUndefined()
    expect(amountMoneyValue('1e3', 2000, 'en-US')).toBeUndefined()
    expect(amountMoneyValue('1.2.3', 2000, 'en-US')).toBeUndefined()
  })
})

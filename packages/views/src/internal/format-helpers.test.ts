import { describe, expect, it } from 'vitest'
import { formatMoney } from './format-money.js'
import { safeImageUrl } from './safe-image-url.js'

describe('formatMoney (SPEC §9: money 2 decimals)', () => {
  it.each([
    [1234.567, '1,234.57'],
    [0, '0.00'],
    [0.005, '0.01'],
    [19.9, '19.90'],
  ])('%s → %s', (value, text) => expect(formatMoney(value)).toBe(text))

  it('is undefined for no value', () => {
    expect(formatMoney(undefined)).toBeUndefined()
    expect(formatMoney(Number.NaN)).toBeUndefined()
  })
})

describe('safeImageUrl', () => {
  const origin = 'http://127.0.0.1:4300'
  it('keeps images of the service origin and data: images', () => {
    expect(safeImageUrl(`${origin}/public/getTokenImage/FOY`, origin)).toBe(
      `${origin}/public/getTokenImage/FOY`,
    )
    expect(safeImageUrl('data:image/svg+xml;base64,AA==', origin)).toBe(
      'data:image/svg+xml;base64,AA==',
    )
  })

  it.each([
    'https://evil.example/x.png',
    'javascript:alert(1)',
    '/relative.png',
    'data:text/html,<script>',
    'http://127.0.0.1:4301/x.png',
  ])('drops %s', (value) => expect(safeImageUrl(value, origin)).toBeUndefined())

  it('allows https only when no origin is known', () => {
    expect(safeImageUrl('https://img.example/a.png', undefined)).toBe('https://img.example/a.png')
    expect(safeImageUrl('http://img.example/a.png', undefined)).toBeUndefined()
  })
})

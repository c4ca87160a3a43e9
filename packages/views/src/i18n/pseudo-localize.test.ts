import { describe, expect, it } from 'vitest'
import { formatIcu, parseMessage } from './icu-message.js'
import { pseudoLocalize } from './pseudo-localize.js'

describe('pseudoLocalize', () => {
  it('accents letters, keeps arguments, and is about 35 % longer', () => {
    const text = pseudoLocalize('Continue in {name}')
    expect(text).toMatch(/^\[Çóñţíñúé íñ \{name\} ~+\]$/)
    const english = 'Scan this QR code with your phone'
    expect(pseudoLocalize(english).length).toBeGreaterThanOrEqual(Math.round(english.length * 1.35))
  })

  it('keeps plural syntax valid and the number formatted', () => {
    const text = pseudoLocalize('{count, plural, one {# wallet} other {# wallets}}')
    expect(() => parseMessage(text)).not.toThrow()
    expect(formatIcu(text, { count: 3 })).toContain('3 ŵáļļéţš')
  })
})

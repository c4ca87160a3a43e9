import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isWalletAppScheme } from './deep-link.js'
import { sanitizeDisplayName } from './display-name.js'

describe('deep-link schemes', () => {
  it('allows wallets’ own schemes', () => {
    for (const scheme of ['metamask', 'trust', 'rainbow', 'imtokenv2', 'talken-wallet']) {
      expect(isWalletAppScheme(scheme)).toBe(true)
    }
  })

  it.each([
    'ms-msdt',
    'search-ms',
    'search',
    'itms-services',
    'itms-apps',
    'javascript',
    'JavaScript',
    'data',
    'file',
    'http',
    'vbscript',
    'ms-settings',
    'x-apple-helpbook',
    'intent',
    'chrome-extension',
    'web+wallet',
    'shell',
    'a',
  ])('refuses %s', (scheme) => {
    expect(isWalletAppScheme(scheme)).toBe(false)
  })

  it('never allows a scheme outside the registered shape', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (scheme) => {
        if (isWalletAppScheme(scheme))
          expect(scheme.toLowerCase()).toMatch(/^[a-z][a-z0-9+.-]{1,63}$/)
      }),
    )
  })
})

describe('sanitizeDisplayName', () => {
  it('removes bidi overrides, isolates and zero-width characters, and collapses whitespace', () => {
    expect(sanitizeDisplayName('Meta\u202eksam\u202c \u200bWallet\u2066\ufeff', 100)).toBe(
      'Metaksam Wallet',
    )
    expect(sanitizeDisplayName('  Two\n\tlines  ', 100)).toBe('Two lines')
    expect(sanitizeDisplayName('\u200b\u200d', 100)).toBe('')
  })

  it('never leaves a disguising character and never exceeds the length', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.integer({ min: 1, max: 50 }),
        (value, max) => {
          const name = sanitizeDisplayName(value, max)
          expect(name).not.toMatch(/[\p{Cc}\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u)
          expect([...name].length).toBeLessThanOrEqual(max)
        },
      ),
    )
  })
})

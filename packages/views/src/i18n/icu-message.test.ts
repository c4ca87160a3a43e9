import { describe, expect, it } from 'vitest'
import { formatIcu, MessageSyntaxError, messageArguments, parseMessage } from './icu-message.js'

const WALLETS = '{count, plural, =0 {no wallets} one {# wallet} other {# wallets}}'

describe('formatIcu', () => {
  it('fills arguments, and leaves a missing one visible', () => {
    expect(formatIcu('Continue in {name}', { name: 'Rabby' })).toBe('Continue in Rabby')
    expect(formatIcu('Error registering name {name}')).toBe('Error registering name {name}')
    expect(formatIcu('{toString}', {})).toBe('{toString}')
  })

  it('picks exact cases first, then the plural category, and writes # as the number', () => {
    expect(formatIcu(WALLETS, { count: 0 }, 'en')).toBe('no wallets')
    expect(formatIcu(WALLETS, { count: 1 }, 'en')).toBe('1 wallet')
    expect(formatIcu(WALLETS, { count: 1234 }, 'en')).toBe('1,234 wallets')
  })

  it("uses the locale's plural rules and digits", () => {
    const ru =
      '{count, plural, one {# кошелёк} few {# кошелька} many {# кошельков} other {# кошелька}}'
    expect(formatIcu(ru, { count: 21 }, 'ru')).toBe('21 кошелёк')
    expect(formatIcu(ru, { count: 3 }, 'ru')).toBe('3 кошелька')
    expect(formatIcu(ru, { count: 11 }, 'ru')).toBe('11 кошельков')
    const ar =
      '{count, plural, zero {لا محافظ} one {محفظة واحدة} two {محفظتان} few {# محافظ} many {# محفظة} other {# محفظة}}'
    expect(formatIcu(ar, { count: 2 }, 'ar')).toBe('محفظتان')
    expect(formatIcu(ar, { count: 5 }, 'ar')).toBe(`${(5).toLocaleString('ar')} محافظ`)
    expect(formatIcu('{n}', { n: 1234.5 }, 'de')).toBe('1.234,5')
  })

  it('selects by value, falling back to other', () => {
    const text = '{direction, select, in {Received} out {Sent} other {Moved}}'
    expect(formatIcu(text, { direction: 'in' })).toBe('Received')
    expect(formatIcu(text, { direction: 'sideways' })).toBe('Moved')
  })

  it('nests arguments inside cases', () => {
    expect(
      formatIcu('{n, plural, one {# of {name}} other {# of {name}s}}', { n: 2, name: 'NFT' }),
    ).toBe('2 of NFTs')
  })

  it('shows an invalid message as written instead of throwing', () => {
    expect(formatIcu('{count, plural, one {x}', { count: 1 })).toBe('{count, plural, one {x}')
  })

  it('keeps apostrophes as text', () => {
    expect(formatIcu("Copier l'adresse de {name}", { name: 'A' })).toBe("Copier l'adresse de A")
  })
})

describe('parseMessage', () => {
  it.each([
    ['{count, plural, one {x}}', 'missing "other"'],
    ['{count, plural, few {x} other {y}', 'unclosed'],
    ['{count, plural, lots {x} other {y}}', 'bad plural case'],
    ['{count, number}', 'unsupported type'],
    ['{bad name}', 'bad argument name'],
    ['text }', 'unmatched'],
    ['{x, select, a {1} a {2} other {3}}', 'duplicate case'],
  ])('rejects %j (%s)', (text, reason) => {
    expect(() => parseMessage(text)).toThrow(MessageSyntaxError)
    expect(() => parseMessage(text)).toThrow(reason)
  })

  it('lists the arguments a message uses', () => {
    expect([
      ...messageArguments('{a} {n, plural, one {{b}} other {#}} {s, select, x {{c}} other {}}'),
    ]).toEqual(['a', 'n', 'b', 's', 'c'])
  })
})

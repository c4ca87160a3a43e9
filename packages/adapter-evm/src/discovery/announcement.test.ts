import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseAnnouncement } from './announcement.js'

const provider = { request: async () => null }
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'
const valid = {
  info: {
    uuid: '350670db-19fa-4704-a166-e52e178b59d2',
    name: 'Test Wallet',
    icon: ICON,
    rdns: 'dev.foyer.test',
  },
  provider,
}
const withInfo = (info: Record<string, unknown>) => ({ ...valid, info: { ...valid.info, ...info } })

describe('parseAnnouncement', () => {
  it('accepts a valid EIP-6963 announcement and keeps the provider object', () => {
    expect(parseAnnouncement(valid)).toEqual({
      uuid: valid.info.uuid,
      name: 'Test Wallet',
      icon: ICON,
      rdns: 'dev.foyer.test',
      provider,
    })
    expect(parseAnnouncement(valid)?.provider).toBe(provider)
  })

  it('keeps only data: and https icons', () => {
    expect(parseAnnouncement(withInfo({ icon: 'https://wallet.example/icon.png' }))?.icon).toBe(
      'https://wallet.example/icon.png',
    )
    for (const icon of [
      'javascript:alert(1)',
      'http://wallet.example/icon.png',
      '/icon.png',
      'data:text/html;base64,PHNjcmlwdD4=',
      42,
      undefined,
    ]) {
      const parsed = parseAnnouncement(withInfo({ icon }))
      expect(parsed, String(icon)).toBeDefined()
      expect(parsed?.icon, String(icon)).toBeUndefined()
    }
  })

  it('rejects a malformed rdns and lower-cases a valid one', () => {
    for (const rdns of ['metamask', 'io..metamask', 'io.meta mask', '<script>.x', '.io.x', '', 7]) {
      expect(parseAnnouncement(withInfo({ rdns })), String(rdns)).toBeUndefined()
    }
    expect(parseAnnouncement(withInfo({ rdns: 'IO.MetaMask' }))?.rdns).toBe('io.metamask')
  })

  it('treats the name as text: control characters become spaces, empty names are refused', () => {
    expect(parseAnnouncement(withInfo({ name: '  Evil\n\u0000Wallet\t ' }))?.name).toBe(
      'Evil Wallet',
    )
    expect(parseAnnouncement(withInfo({ name: '<img src=x onerror=alert(1)>' }))?.name).toBe(
      '<img src=x onerror=alert(1)>',
    )
    expect(parseAnnouncement(withInfo({ name: ' \n ' }))).toBeUndefined()
    expect(parseAnnouncement(withInfo({ name: 'x'.repeat(101) }))).toBeUndefined()
    expect(parseAnnouncement(withInfo({ name: { toString: () => 'x' } }))).toBeUndefined()
  })

  it('strips bidi overrides and zero-width characters from names, as directory names are', () => {
    const spoof = 'Meta\u202eksaM\u202c\u200b Wallet\u2066\ufeff'
    expect(parseAnnouncement(withInfo({ name: spoof }))?.name).toBe('MetaksaM Wallet')
    expect(parseAnnouncement(withInfo({ name: '\u200b\u202e\u2060' }))).toBeUndefined()
  })

  it('drops icons over the size cap but keeps the wallet', () => {
    const huge = `data:image/png;base64,${'A'.repeat(300_000)}`
    expect(parseAnnouncement(withInfo({ icon: huge }))).toMatchObject({ icon: undefined })
    const longUrl = `https://wallet.example/${'a'.repeat(3000)}.png`
    expect(parseAnnouncement(withInfo({ icon: longUrl }))?.icon).toBeUndefined()
    const fine = `data:image/png;base64,${'A'.repeat(10_000)}`
    expect(parseAnnouncement(withInfo({ icon: fine }))?.icon).toBe(fine)
  })

  it('refuses details without an EIP-1193 provider or info', () => {
    expect(parseAnnouncement({ ...valid, provider: {} })).toBeUndefined()
    expect(parseAnnouncement({ ...valid, provider: null })).toBeUndefined()
    expect(parseAnnouncement({ provider })).toBeUndefined()
    expect(parseAnnouncement(null)).toBeUndefined()
    expect(parseAnnouncement('announce')).toBeUndefined()
  })

  it('survives hostile details (throwing getters)', () => {
    const hostile = {
      get info() {
        throw new Error('boom')
      },
      provider,
    }
    expect(parseAnnouncement(hostile)).toBeUndefined()
  })

  it('never throws, and whatever it accepts has a safe icon and a reverse-DNS id', () => {
    fc.assert(
      fc.property(
        fc.record({
          uuid: fc.oneof(fc.uuid(), fc.string(), fc.integer()),
          name: fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)),
          icon: fc.oneof(fc.webUrl(), fc.string(), fc.constant(ICON), fc.constant(undefined)),
          rdns: fc.oneof(fc.domain(), fc.string(), fc.constant(undefined)),
        }),
        fc.oneof(fc.constant(provider), fc.anything()),
        (info, candidate) => {
          const parsed = parseAnnouncement({ info, provider: candidate })
          if (!parsed) return
          expect(parsed.rdns).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
          expect(parsed.name.length).toBeGreaterThan(0)
          if (parsed.icon !== undefined) expect(parsed.icon).toMatch(/^(data:image\/|https:\/\/)/i)
          expect(typeof parsed.provider.request).toBe('function')
        },
      ),
    )
    // fc.anything() builds large values; a loaded 2-core machine needs more than 5 s for 100 runs.
  }, 30_000)
})

import { isFoyerError } from '@foyer/common'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { type ParseContext, parseAnalyticsConfig, parseWalletsResponse } from './parse-response.js'

const ORIGIN = 'https://directory.example'

function context(warn = vi.fn<(message: string) => void>()): ParseContext {
  return {
    directoryOrigin: ORIGIN,
    walletImageUrl: (imageId) => `${ORIGIN}/getWalletImage/${imageId}`,
    warn,
  }
}

const goodEntry = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  image_id: 'c557c7027462c35aeda6dd374d7bf816',
  rdns: 'io.metamask',
  chains: ['eip155:1', 'eip155:10'],
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: null,
  homepage: 'https://metamask.io/',
  app_store: 'https://apps.apple.com/us/app/metamask/id1438144202',
  play_store: null,
  chrome_store: null,
  badge_type: 'certified',
}

/** The documented failure: a FoyerError SOMETHING_WENT_WRONG naming the response as invalid. */
function expectInvalidResponse(run: () => unknown): void {
  try {
    run()
  } catch (error) {
    expect(isFoyerError(error, 'SOMETHING_WENT_WRONG')).toBe(true)
    expect((error as { details?: string }).details).toMatch(/^Invalid wallet directory response/)
    return
  }
  throw new Error('expected an invalid-response error')
}

describe('parseWalletsResponse', () => {
  it('keeps a well-formed entry and adds its image URL on the directory origin', () => {
    const page = parseWalletsResponse({ data: [goodEntry], count: 7 }, context())
    expect(page).toEqual({
      count: 7,
      data: [
        {
          ...goodEntry,
          image_url: `${ORIGIN}/getWalletImage/c557c7027462c35aeda6dd374d7bf816`,
        },
      ],
    })
  })

  it('drops malformed entries with a warning and keeps the rest of the page', () => {
    const warn = vi.fn<(message: string) => void>()
    const page = parseWalletsResponse(
      {
        data: [
          null,
          'wallet',
          { name: 'No id' },
          { id: 'bad id!', name: 'Bad id' },
          { id: 'no-name' },
          { id: 'blank-name', name: ' \u202e ' },
          goodEntry,
          { ...goodEntry, name: 'Duplicate' },
        ],
        count: 8,
      },
      context(warn),
    )
    expect(page.data.map((wallet) => wallet.name)).toEqual(['MetaMask'])
    expect(page.count).toBe(8)
    expect(warn).toHaveBeenCalledTimes(7)
    expect(warn).toHaveBeenCalledWith(
      'Wallet directory: dropped entry 0: missing or malformed id or name',
    )
    expect(warn).toHaveBeenCalledWith(
      `Wallet directory: dropped entry 7: duplicate id ${goodEntry.id}`,
    )
  })

  it('clears unsafe links with a warning, and keeps the entry', () => {
    const warn = vi.fn<(message: string) => void>()
    const [wallet] = parseWalletsResponse(
      {
        data: [
          {
            ...goodEntry,
            mobile_link: 'javascript:alert(document.cookie)',
            desktop_link: 'data:text/html,<script>alert(1)</script>',
            webapp_link: 'http://phish.example',
            homepage: 'metamask://',
            image_url: 'https://tracker.example/pixel.png',
            rdns: '<b>io.metamask</b>',
            chains: ['eip155:1', 'not a chain', 5, 'eip155:1'],
            badge_type: 'platinum',
          },
        ],
        count: 1,
      },
      context(warn),
    ).data
    expect(wallet).toMatchObject({
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      homepage: null,
      image_url: `${ORIGIN}/getWalletImage/${goodEntry.image_id}`,
      rdns: null,
      chains: ['eip155:1'],
      badge_type: 'none',
    })
    expect(warn).toHaveBeenCalledTimes(4)
    expect(warn).toHaveBeenCalledWith(
      `Wallet directory: wallet ${goodEntry.id}: ignored unsafe or malformed mobile_link`,
    )
  })

  it('accepts a wire image_url on the directory origin or data:, and no image at all', () => {
    const parse = (entry: object) =>
      parseWalletsResponse({ data: [{ ...goodEntry, ...entry }], count: 1 }, context()).data[0]
    expect(parse({ image_url: `${ORIGIN}/custom.png` })?.image_url).toBe(`${ORIGIN}/custom.png`)
    expect(parse({ image_url: 'data:image/png;base64,AAAA' })?.image_url).toBe(
      'data:image/png;base64,AAAA',
    )
    expect(parse({ image_id: undefined })).toMatchObject({ image_id: null, image_url: null })
  })

  it.each([
    ['a string', 'not json'],
    ['null', null],
    ['an array', []],
    ['no data', { count: 1 }],
    ['data not an array', { data: {}, count: 1 }],
    ['no count', { data: [] }],
    ['a negative count', { data: [], count: -1 }],
    ['a fractional count', { data: [], count: 1.5 }],
    ['a string count', { data: [], count: '3' }],
  ])('throws the documented error for %s', (_, body) => {
    expectInvalidResponse(() => parseWalletsResponse(body, context()))
  })

  it('never throws anything but the documented error, for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        try {
          parseWalletsResponse(body, context())
        } catch (error) {
          expect(isFoyerError(error, 'SOMETHING_WENT_WRONG')).toBe(true)
        }
      }),
      { numRuns: 2000 },
    )
  })

  const anyLink = fc.oneof(
    fc.constantFrom(
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'http://x.example',
      'https://ok.example/',
      'metamask://',
      'vbscript:x',
      'file:///x',
      ' javascript:x',
      'intent://x',
    ),
    fc.webUrl(),
    fc.string(),
    fc.jsonValue(),
  )
  const entryArbitrary = fc.record(
    {
      id: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_.:-]{1,128}$/), fc.jsonValue()),
      name: fc.oneof(fc.string(), fc.jsonValue()),
      image_id: fc.oneof(fc.stringMatching(/^[a-f0-9]{32}$/), fc.jsonValue()),
      image_url: anyLink,
      rdns: fc.oneof(fc.domain(), fc.jsonValue()),
      chains: fc.oneof(
        fc.array(fc.oneof(fc.constantFrom('eip155:1', 'solana:x1'), fc.string())),
        fc.jsonValue(),
      ),
      mobile_link: anyLink,
      desktop_link: anyLink,
      webapp_link: anyLink,
      homepage: anyLink,
      app_store: anyLink,
      play_store: anyLink,
      chrome_store: anyLink,
      badge_type: fc.oneof(fc.constantFrom('none', 'certified'), fc.jsonValue()),
    },
    { requiredKeys: [] },
  )

  it('returns only safe entries for any well-formed envelope', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(entryArbitrary, fc.jsonValue()), { maxLength: 20 }),
        fc.nat(),
        (data, count) => {
          const page = parseWalletsResponse({ data, count }, context())
          expect(page.count).toBe(count)
          expect(page.data.length).toBeLessThanOrEqual(data.length)
          expect(new Set(page.data.map((wallet) => wallet.id)).size).toBe(page.data.length)
          for (const wallet of page.data) {
            expect(wallet.name.trim()).not.toBe('')
            for (const link of [
              wallet.webapp_link,
              wallet.homepage,
              wallet.app_store,
              wallet.play_store,
              wallet.chrome_store,
            ]) {
              if (link !== null) expect(new URL(link).protocol).toBe('https:')
            }
            for (const link of [wallet.mobile_link, wallet.desktop_link]) {
              if (link !== null) {
                expect(link).not.toMatch(/^\s*(javascript|data|vbscript|file|http|intent):/i)
                expect(link).toMatch(/^[A-Za-z][A-Za-z0-9+.-]*:/)
              }
            }
            if (wallet.image_url !== null) {
              expect(
                wallet.image_url.startsWith('data:image/') ||
                  new URL(wallet.image_url).origin === ORIGIN,
              ).toBe(true)
            }
            expect(['none', 'certified']).toContain(wallet.badge_type)
          }
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe('parseAnalyticsConfig', () => {
  it('reads isAnalyticsEnabled', () => {
    expect(parseAnalyticsConfig({ isAnalyticsEnabled: true })).toEqual({ isAnalyticsEnabled: true })
    expect(parseAnalyticsConfig({ isAnalyticsEnabled: false, extra: 1 })).toEqual({
      isAnalyticsEnabled: false,
    })
  })

  it('never throws anything but the documented error, for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        try {
          const config = parseAnalyticsConfig(body)
          expect(typeof config.isAnalyticsEnabled).toBe('boolean')
        } catch (error) {
          expect(isFoyerError(error, 'SOMETHING_WENT_WRONG')).toBe(true)
        }
      }),
      { numRuns: 1000 },
    )
    expectInvalidResponse(() => parseAnalyticsConfig({ isAnalyticsEnabled: 'yes' }))
  })
})

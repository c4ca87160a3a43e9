import {
  SUPPORTED_LOCALES as FRAME_LOCALES,
  localeDirection as frameLocaleDirection,
} from '@foyer/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  browserLocale,
  isLocale,
  localeDirection,
  matchLocale,
  SUPPORTED_LOCALES,
} from './locales.js'

afterEach(() => vi.unstubAllGlobals())

describe('matchLocale', () => {
  it.each([
    [['de-AT'], 'de'],
    [['pt'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['zh-Hant'], 'zh-TW'],
    [['zh-HK'], 'zh-TW'],
    [['zh-Hant-TW'], 'zh-TW'],
    [['zh'], 'zh-CN'],
    [['zh-Hans-CN'], 'zh-CN'],
    [['iw'], 'he'],
    [['in-ID'], 'id'],
    [['es_MX'], 'es'],
    [['xx', 'fa-IR', 'de'], 'fa'],
    [['xx', 'yy'], 'en'],
    [[], 'en'],
  ] as const)('%j → %s', (tags, locale) => {
    expect(matchLocale(tags)).toBe(locale)
  })

  it('offers 23 locales, three of them right-to-left', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(23)
    expect(SUPPORTED_LOCALES.filter((locale) => localeDirection(locale) === 'rtl')).toEqual([
      'ar',
      'fa',
      'he',
    ])
    expect(isLocale('en-XA')).toBe(true)
    expect(isLocale('pt')).toBe(false)
  })

  it("reads the browser's languages", () => {
    vi.stubGlobal('navigator', { languages: ['ja-JP', 'en'], language: 'ja-JP' })
    expect(browserLocale()).toBe('ja')
    vi.stubGlobal('navigator', { languages: [], language: 'ko-KR' })
    expect(browserLocale()).toBe('ko')
  })
})

describe('the locales the wallet frame speaks (@foyer/common)', () => {
  it('are the modal’s, with the same direction (the modal keeps its own list: smaller bundle)', () => {
    expect([...FRAME_LOCALES]).toEqual([...SUPPORTED_LOCALES])
    for (const locale of SUPPORTED_LOCALES) {
      expect(frameLocaleDirection(locale)).toBe(localeDirection(locale))
    }
  })
})

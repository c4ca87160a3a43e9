import { SUPPORTED_LOCALES } from '@foyer/common'
import { describe, expect, it } from 'vitest'
import { englishFrameMessages, type FrameMessages } from '../ui/messages.js'
import { FRAME_CATALOGUE_LOADERS } from './frame-locale.js'

/** The `{name}` placeholders of a text, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string).sort()
}

/** Texts any language may keep as in English: bare placeholders (decoded fields, text). */
const SAME_AS_ENGLISH = new Set(['{text}', '{path}: {value}', '{path}: {amount} {symbol}'])

const english = Object.entries(englishFrameMessages) as [keyof FrameMessages, string][]
const others = SUPPORTED_LOCALES.filter((locale) => locale !== 'en')

it('every locale but English has a lazily loaded catalogue', () => {
  expect(Object.keys(FRAME_CATALOGUE_LOADERS).sort()).toEqual([...others].sort())
})

describe.each(others)('frame catalogue %s', (locale) => {
  const load = async () =>
    ((await import(`./catalogues/${locale}.ts`)) as { default: FrameMessages }).default

  it('has every key of English, and no other', async () => {
    const catalogue = await load()
    expect(Object.keys(catalogue).sort()).toEqual(english.map(([key]) => key).sort())
  })

  it('keeps the placeholders of every English text', async () => {
    const catalogue = await load()
    for (const [key, text] of english) {
      expect(placeholders(catalogue[key] ?? ''), `${locale} ${key}`).toEqual(placeholders(text))
    }
  })

  it('translates every text (none left in English)', async () => {
    const catalogue = await load()
    const untranslated = english.filter(
      ([key, text]) => catalogue[key] === text && !SAME_AS_ENGLISH.has(text),
    )
    expect(untranslated.map(([key]) => key)).toEqual([])
  })
})

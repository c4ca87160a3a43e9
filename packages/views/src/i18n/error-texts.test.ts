import { en, FoyerError, type FoyerErrorCode } from '@foyer/common'
import { describe, expect, it } from 'vitest'
import { errorText } from '../messages/context.js'
import { messageArguments } from './icu-message.js'
import { loadCatalogue } from './load-catalogue.js'
import { SUPPORTED_LOCALES } from './locales.js'

/**
 * Every error code core and the adapters raise is a key of `@foyer/common`'s English errors
 * (`FoyerErrorCode`). The views show an error through `errorText`, which looks its code up in
 * the user's catalogue and fills the placeholders; a catalogue lacking the code falls back to
 * English without a word. This test shows each code's text in every language as a user meets
 * it, and fails on any still in English or with a placeholder left unfilled.
 */
const codes = Object.keys(en.errors) as FoyerErrorCode[]

/** Texts that are a bare placeholder (`FRAME_ERROR`: '{message}', the frame's own words). */
const isBarePlaceholder = (code: FoyerErrorCode) => /^\{\w+\}$/.test(en.errors[code])

/**
 * Distinct sample values for a code's placeholders, so each can be found in the text (under
 * 1000: no group separator to tell apart from the number's own digits).
 */
function sampleValues(code: FoyerErrorCode): Record<string, string | number> {
  const values: Record<string, string | number> = {}
  let n = 0
  for (const name of messageArguments(en.errors[code])) values[name] = 710 + n++
  return values
}

/** The error the views receive: a FoyerError with its values, as core throws it. */
const raised = (code: FoyerErrorCode) =>
  new (FoyerError as new (code: FoyerErrorCode, options: object) => FoyerError)(code, {
    values: sampleValues(code),
  })

describe('core error codes in every catalogue', () => {
  it('are all shown in English with their placeholders filled', async () => {
    const english = await loadCatalogue('en')
    for (const code of codes) {
      const text = errorText(english, raised(code))
      expect(text, code).toBe(raised(code).shortMessage)
      expect(text, code).not.toMatch(/[{}]/)
    }
  })

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    'have a translated text in %s',
    async (locale) => {
      const [english, catalogue] = await Promise.all([loadCatalogue('en'), loadCatalogue(locale)])
      const untranslated: string[] = []
      for (const code of codes) {
        const error = raised(code)
        const text = errorText(catalogue, error)
        if (text === errorText(english, error) && !isBarePlaceholder(code))
          untranslated.push(`${code}: ${text}`)
        expect(text, `${locale} ${code}`).not.toMatch(/[{}]/)
        for (const value of Object.values(error.values)) {
          const digits = [String(value), new Intl.NumberFormat(locale).format(Number(value))]
          expect(
            digits.some((shown) => text.includes(shown)),
            `${locale} ${code}: ${text}`,
          ).toBe(true)
        }
      }
      expect(untranslated).toEqual([])
    },
  )
})

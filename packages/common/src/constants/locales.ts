/**
 * Every locale Foyer speaks: the codes a locale sync to the wallet frame may carry, and the
 * frame's catalogues. The modal's own list (`@foyer/views`, kept there so its bundle does not
 * grow) is tested equal to this one.
 */
export const SUPPORTED_LOCALES = [
  'ar',
  'de',
  'en',
  'es',
  'fa',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const

/** A locale Foyer has a catalogue for. */
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]

const RTL_LOCALES: ReadonlySet<string> = new Set(['ar', 'fa', 'he'])

/** The writing direction of a locale: right-to-left for Arabic, Persian and Hebrew. */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr'
}

/** Whether `value` is one of {@link SUPPORTED_LOCALES}. */
export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value)
}

/** Every locale the modal speaks; English is built in, the others load on demand. */
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

/** A locale the modal has a catalogue for. */
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]

/**
 * The pseudo-locale: English with accents and about 35 % longer, for spotting untranslated
 * texts and overflow (Storybook). Not offered by {@link matchLocale}.
 */
export const PSEUDO_LOCALE = 'en-XA'

/** A locale the modal can show: a supported one or the pseudo-locale. */
export type Locale = SupportedLocale | typeof PSEUDO_LOCALE

const RTL_LOCALES: ReadonlySet<string> = new Set(['ar', 'fa', 'he'])

/** The writing direction of a locale: right-to-left for Arabic, Persian and Hebrew. */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr'
}

/** Whether `value` is a locale the modal can show. */
export function isLocale(value: unknown): value is Locale {
  return (
    value === PSEUDO_LOCALE ||
    (typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value))
  )
}

/** Chinese scripts and regions that read Traditional characters. */
const TRADITIONAL_CHINESE = /^(hant|tw|hk|mo)$/

function matchOne(tag: string): SupportedLocale | undefined {
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-').filter(Boolean)
  const [language, ...rest] = parts
  if (!language) return undefined
  if (language === 'zh') {
    return rest.some((part) => TRADITIONAL_CHINESE.test(part)) ? 'zh-TW' : 'zh-CN'
  }
  if (language === 'pt') return 'pt-BR'
  // Old codes some browsers still report: iw (Hebrew), in (Indonesian).
  const base = language === 'iw' ? 'he' : language === 'in' ? 'id' : language
  return (SUPPORTED_LOCALES as readonly string[]).includes(base)
    ? (base as SupportedLocale)
    : undefined
}

/**
 * The best supported locale for a list of language tags in order of preference (such as
 * `navigator.languages`): the first tag whose language is supported wins, its region or
 * script choosing between variants (`pt` → `pt-BR`, `zh-Hant`/`zh-HK` → `zh-TW`, other
 * Chinese → `zh-CN`); English when none is.
 */
export function matchLocale(requested: readonly string[]): SupportedLocale {
  for (const tag of requested) {
    const match = matchOne(tag)
    if (match) return match
  }
  return 'en'
}

/** The browser's preferred supported locale, or English (on a server too). */
export function browserLocale(): SupportedLocale {
  if (typeof navigator === 'undefined') return 'en'
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language]
  return matchLocale(languages.filter((tag): tag is string => typeof tag === 'string'))
}

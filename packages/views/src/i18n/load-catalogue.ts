import { enViews, type ViewMessages } from '../messages/en.js'
import { mergeMessages } from '../messages/merge.js'
import type { Locale } from './locales.js'

type CatalogueModule = { default: ViewMessages }

/**
 * One loader per locale: each catalogue is its own chunk, fetched when first chosen.
 * English is built in. (Literal paths, so bundlers split them.)
 */
const LOADERS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<CatalogueModule>>> = {
  ar: () => import('./catalogues/ar.js'),
  de: () => import('./catalogues/de.js'),
  es: () => import('./catalogues/es.js'),
  fa: () => import('./catalogues/fa.js'),
  fr: () => import('./catalogues/fr.js'),
  he: () => import('./catalogues/he.js'),
  hi: () => import('./catalogues/hi.js'),
  id: () => import('./catalogues/id.js'),
  it: () => import('./catalogues/it.js'),
  ja: () => import('./catalogues/ja.js'),
  ko: () => import('./catalogues/ko.js'),
  nl: () => import('./catalogues/nl.js'),
  pl: () => import('./catalogues/pl.js'),
  'pt-BR': () => import('./catalogues/pt-BR.js'),
  ru: () => import('./catalogues/ru.js'),
  sv: () => import('./catalogues/sv.js'),
  th: () => import('./catalogues/th.js'),
  tr: () => import('./catalogues/tr.js'),
  uk: () => import('./catalogues/uk.js'),
  vi: () => import('./catalogues/vi.js'),
  'zh-CN': () => import('./catalogues/zh-CN.js'),
  'zh-TW': () => import('./catalogues/zh-TW.js'),
  'en-XA': () => import('./catalogues/en-XA.js'),
}

const loaded = new Map<Locale, ViewMessages>([['en', enViews]])

/** The catalogue of `locale` if it has loaded already (English always has). */
export function cachedCatalogue(locale: Locale): ViewMessages | undefined {
  return loaded.get(locale)
}

/**
 * Loads the catalogue of `locale` (once; later calls reuse it). Texts a catalogue lacks
 * fall back to English.
 */
export async function loadCatalogue(locale: Locale): Promise<ViewMessages> {
  const cached = loaded.get(locale)
  if (cached) return cached
  const module = await LOADERS[locale as Exclude<Locale, 'en'>]()
  const catalogue = mergeMessages(module.default, enViews)
  loaded.set(locale, catalogue)
  return catalogue
}

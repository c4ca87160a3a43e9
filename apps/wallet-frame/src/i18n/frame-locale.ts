import { localeDirection, type SupportedLocale } from '@foyer/common'
import { englishFrameMessages, type FrameMessages, frameMessages } from '../ui/messages.js'

type CatalogueModule = { default: FrameMessages }

/**
 * One loader per locale: each catalogue is its own chunk, fetched when the host first syncs
 * that locale, so the frame's initial script carries English only. (Literal paths, so the
 * bundler splits them.)
 */
export const FRAME_CATALOGUE_LOADERS: Readonly<
  Record<Exclude<SupportedLocale, 'en'>, () => Promise<CatalogueModule>>
> = {
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
}

let latest = 0

/**
 * Switches the frame's texts to `locale` (its catalogue loaded once, on demand) and sets the
 * document's `lang` and direction (right-to-left for ar, fa, he). When two switches overlap,
 * the last one asked wins. Texts already on screen keep their language; the next dialog
 * uses the new one.
 */
export async function setFrameLocale(
  locale: SupportedLocale,
  root: HTMLElement = document.documentElement,
): Promise<void> {
  const call = ++latest
  const catalogue =
    locale === 'en' ? englishFrameMessages : (await FRAME_CATALOGUE_LOADERS[locale]()).default
  if (call !== latest) return
  Object.assign(frameMessages, englishFrameMessages, catalogue)
  root.lang = locale
  root.dir = localeDirection(locale)
}

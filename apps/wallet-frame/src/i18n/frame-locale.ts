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
let current: SupportedLocale = 'en'

/** The locale the frame's texts are in. */
export function currentFrameLocale(): SupportedLocale {
  return current
}
let switching: Promise<void> = Promise.resolve()

/**
 * Resolves once the latest locale switch has applied (at once when none is under way): a
 * dialog waits for it, so a request sent right after a locale change shows in that locale.
 */
export function frameLocaleSettled(): Promise<void> {
  return switching
}

/**
 * Switches the frame's texts to `locale` (its catalogue loaded once, on demand) and sets the
 * document's `lang` and direction (right-to-left for ar, fa, he). When two switches overlap,
 * the last one asked wins. Texts already on screen keep their language; the next dialog
 * uses the new one.
 */
export function setFrameLocale(
  locale: SupportedLocale,
  root: HTMLElement = document.documentElement,
): Promise<void> {
  const call = ++latest
  const applied = (async () => {
    const catalogue =
      locale === 'en' ? englishFrameMessages : (await FRAME_CATALOGUE_LOADERS[locale]()).default
    if (call !== latest) return
    Object.assign(frameMessages, englishFrameMessages, catalogue)
    current = locale
    root.lang = locale
    root.dir = localeDirection(locale)
  })()
  // A catalogue that fails to load leaves the current texts; dialogs do not wait forever.
  switching = applied.catch(() => undefined)
  return applied
}

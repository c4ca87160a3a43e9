import { browserLocale, isLocale, type Locale, matchLocale } from '@foyer/views/base'

/** The modal's language, readable by hooks and changeable at runtime. */
export interface LocaleStore {
  getState(): Locale
  subscribe(listener: () => void): () => void
  set(locale: Locale): void
}

/**
 * The locale a requested tag resolves to: a supported one (or the pseudo-locale) as it is,
 * another tag by best match (`pt` → `pt-BR`), none → the browser's language, else English.
 */
export function resolveLocale(requested: string | undefined): Locale {
  if (requested === undefined) return browserLocale()
  return isLocale(requested) ? requested : matchLocale([requested])
}

/** A store holding the locale; listeners run when it changes. */
export function createLocaleStore(initial: Locale): LocaleStore {
  let locale = initial
  const listeners = new Set<() => void>()
  return {
    getState: () => locale,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next) {
      if (next === locale) return
      locale = next
      for (const listener of listeners) listener()
    },
  }
}

import { errorFromProvider, type MessageValues } from '@foyer/common'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { formatIcu } from '../i18n/icu-message.js'
import { cachedCatalogue, loadCatalogue } from '../i18n/load-catalogue.js'
import { browserLocale, type Locale } from '../i18n/locales.js'
import { enViews, type PartialViewMessages, type ViewMessages } from './en.js'
import { mergeMessages } from './merge.js'

interface MessagesState {
  messages: ViewMessages
  /** The locale of `messages` (the requested one once its chunk has loaded). */
  locale: Locale
}

const MessagesContext = createContext<MessagesState>({ messages: enViews, locale: 'en' })

/** Which locale each merged catalogue is in, so {@link errorText} formats numbers in it. */
const catalogueLocales = new WeakMap<object, Locale>()

/** Props of {@link MessagesProvider}. */
export interface MessagesProviderProps {
  /**
   * The modal's language; the browser's language when supported, else English. A
   * non-English catalogue loads on demand (its own chunk); until it has, the previous one
   * (English at first) shows.
   */
  locale?: Locale | undefined
  /** Texts that replace the catalogue's, in whatever locale is shown; any subset. */
  messages?: PartialViewMessages | undefined
  children?: ReactNode
}

/**
 * Provides the message catalogue of `locale` (with the app's overrides laid over it) to the
 * views below.
 */
export function MessagesProvider({ locale, messages, children }: MessagesProviderProps) {
  const [detected] = useState(() => locale ?? browserLocale())
  const requested = locale ?? detected
  const [loaded, setLoaded] = useState<{ locale: Locale; catalogue: ViewMessages }>(() => {
    const catalogue = cachedCatalogue(requested)
    return catalogue ? { locale: requested, catalogue } : { locale: 'en', catalogue: enViews }
  })
  useEffect(() => {
    if (loaded.locale === requested) return
    let current = true
    void loadCatalogue(requested).then(
      (catalogue) => {
        if (current) setLoaded({ locale: requested, catalogue })
      },
      () => {
        // The chunk did not load (offline, blocked): keep what shows now.
      },
    )
    return () => {
      current = false
    }
  }, [requested, loaded.locale])
  const value = useMemo(() => {
    const merged = mergeMessages(messages, loaded.catalogue)
    catalogueLocales.set(merged, loaded.locale)
    return { messages: merged, locale: loaded.locale }
  }, [messages, loaded])
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>
}

/** The catalogue of the nearest {@link MessagesProvider}, English by default. */
export function useMessages(): ViewMessages {
  return useContext(MessagesContext).messages
}

/** The locale the nearest {@link MessagesProvider} shows (`'en'` until another has loaded). */
export function useLocale(): Locale {
  return useContext(MessagesContext).locale
}

/**
 * Formats a catalogue text (`{placeholders}`, plurals and selects, see {@link formatIcu}):
 * numbers in `locale`'s digits, plural forms by its rules; English when not given. In a
 * component, {@link useFormat} binds the shown locale.
 */
export function t(template: string, values?: MessageValues, locale?: string): string {
  return formatIcu(template, values, locale)
}

/** {@link t} bound to the locale the nearest {@link MessagesProvider} shows. */
export function useFormat(): (template: string, values?: MessageValues) => string {
  const locale = useLocale()
  return useMemo(
    () => (template: string, values?: MessageValues) => formatIcu(template, values, locale),
    [locale],
  )
}

/**
 * The text to show for an error (SPEC §8): the error is mapped to a FoyerError (a wallet's
 * 4001 becomes USER_REJECTED, and so on), then its code's text is read from the catalogue, so
 * translations apply, and filled with the error's values. The error's `shortMessage` keeps
 * the SPEC English for logs and code.
 */
export function errorText(messages: ViewMessages, error: unknown): string {
  const mapped = errorFromProvider(error)
  const template = (messages.errors as Record<string, string | undefined>)[mapped.code]
  return template === undefined
    ? mapped.shortMessage
    : formatIcu(template, mapped.values, catalogueLocales.get(messages))
}

import {
  type Locale,
  SUPPORTED_LOCALES,
  type SupportedLocale,
  useStoreSelector,
} from '@foyer/views/base'
import { useMemo } from 'react'
import { useFoyerInstance } from '../context.js'

/** What {@link useFoyerLocale} returns. */
export interface UseFoyerLocaleReturn {
  /** The locale chosen (its catalogue may still be loading). */
  locale: Locale
  /** Changes the modal's and buttons' language; other tags are matched (`pt` → `pt-BR`). */
  setLocale: (locale: string) => void
  /** Every locale the modal speaks. */
  supportedLocales: readonly SupportedLocale[]
}

/** The modal's language and a setter that translates the modal and buttons at once. */
export function useFoyerLocale(): UseFoyerLocaleReturn {
  const foyer = useFoyerInstance()
  const locale = useStoreSelector(foyer.localeStore, (state) => state)
  return useMemo(
    () => ({ locale, setLocale: foyer.setLocale, supportedLocales: SUPPORTED_LOCALES }),
    [foyer, locale],
  )
}

import {
  FoyerThemeProvider,
  type FoyerThemeProviderProps,
  type UiLabels,
  UiLabelsProvider,
} from '@foyer/ui'
import { useMemo } from 'react'
import { useLocale, useMessages } from '../messages/context.js'
import { localeDirection } from './locales.js'

/**
 * `@foyer/ui`'s theme provider in the shown locale: its language (`lang`), its direction
 * (right-to-left for Arabic, Persian and Hebrew) unless `dir` is given, and the ui
 * components' fallback labels from the catalogue. Place it under a `MessagesProvider`.
 */
export function LocalizedThemeProvider({ dir, children, ...theme }: FoyerThemeProviderProps) {
  const locale = useLocale()
  const messages = useMessages()
  const labels = useMemo<UiLabels>(
    () => ({
      loading: messages.modal.loading,
      loadingQrCode: messages.modal.loadingQrCode,
      dismiss: messages.modal.dismiss,
      clear: messages.modal.clear,
      back: messages.modal.back,
      close: messages.modal.close,
    }),
    [messages.modal],
  )
  return (
    <FoyerThemeProvider
      {...theme}
      dir={dir ?? localeDirection(locale)}
      lang={locale === 'en-XA' ? 'en' : locale}
    >
      <UiLabelsProvider labels={labels}>{children}</UiLabelsProvider>
    </FoyerThemeProvider>
  )
}

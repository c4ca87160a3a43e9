export { formatIcu, MessageSyntaxError, parseMessage } from '../i18n/icu-message.js'
export { loadCatalogue } from '../i18n/load-catalogue.js'
export {
  browserLocale,
  isLocale,
  type Locale,
  localeDirection,
  matchLocale,
  PSEUDO_LOCALE,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from '../i18n/locales.js'
export { LocalizedThemeProvider } from '../i18n/localized-theme.js'
export {
  errorText,
  MessagesProvider,
  type MessagesProviderProps,
  t,
  useFormat,
  useLocale,
  useMessages,
} from './context.js'
export { enViews, type PartialViewMessages, type ViewMessages } from './en.js'
export { mergeMessages } from './merge.js'

import { useFoyerLocale } from '@foyer/react'
import { Panel } from './panel.js'

/** A language's name in that language ("Deutsch", "العربية"), or its tag. */
function nativeName(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale
  } catch {
    return locale
  }
}

/**
 * Switches the modal's and buttons' language at runtime through `useFoyerLocale`; every
 * language but English loads on demand, and Arabic, Persian and Hebrew mirror the modal.
 */
export function LanguagePanel() {
  const { locale, setLocale, supportedLocales } = useFoyerLocale()
  return (
    <Panel title="Language" testId="demo-language-panel">
      <label className="demo-field">
        <span>Modal language</span>
        <select
          data-testid="demo-locale"
          value={locale}
          onChange={(event) => setLocale(event.target.value)}
        >
          {supportedLocales.map((tag) => (
            <option key={tag} value={tag} lang={tag}>
              {`${nativeName(tag)} (${tag})`}
            </option>
          ))}
        </select>
      </label>
    </Panel>
  )
}

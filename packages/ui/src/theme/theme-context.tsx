import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { ThemeMode, ThemeVariables } from './theme-variables.js'

/** The theme every Foyer element under a {@link FoyerThemeProvider} uses. */
export interface FoyerTheme {
  /** Colour scheme; `'light'` by default. */
  themeMode: ThemeMode
  /** The host's overrides of theme variables. */
  themeVariables: ThemeVariables
  /** Content-Security-Policy nonce for the injected `<style>` element. */
  nonce?: string | undefined
  /** Text direction; inherited from the page when not set. */
  dir?: 'ltr' | 'rtl' | undefined
  /** Language of the texts (a BCP 47 tag); inherited from the page when not set. */
  lang?: string | undefined
}

const DEFAULT_THEME: FoyerTheme = { themeMode: 'light', themeVariables: {} }

const ThemeContext = createContext<FoyerTheme>(DEFAULT_THEME)

/** Props of {@link FoyerThemeProvider}. */
export interface FoyerThemeProviderProps extends Partial<FoyerTheme> {
  children?: ReactNode
}

/**
 * Provides the theme to every Foyer element below it, including those rendered into a
 * {@link Portal} (React context crosses portals, the DOM's CSS inheritance does not).
 */
export function FoyerThemeProvider({
  themeMode = 'light',
  themeVariables = DEFAULT_THEME.themeVariables,
  nonce,
  dir,
  lang,
  children,
}: FoyerThemeProviderProps) {
  const value = useMemo(
    () => ({ themeMode, themeVariables, nonce, dir, lang }),
    [themeMode, themeVariables, nonce, dir, lang],
  )
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}

/** The theme of the nearest {@link FoyerThemeProvider}, or the light default. */
export function useFoyerTheme(): FoyerTheme {
  return useContext(ThemeContext)
}

/** Light or dark. */
export type ThemeMode = 'light' | 'dark'

/** Theme variables the app sets, CSS-variable name (without `--`) to value. */
export type ThemeVariables = Record<string, string | number>

/** The theme the modal renders with. */
export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

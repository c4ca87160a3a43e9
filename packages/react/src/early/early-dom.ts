import { createThemeStyle, injectFoyerStyles, type ThemeMode, type ThemeVariables } from '@foyer/ui'

/** The theme an early element is drawn in (the same options the client takes). */
export interface EarlyTheme {
  /** `'light'` by default, as the client's. */
  themeMode?: ThemeMode | undefined
  /** Merged over the mode's defaults, as the client's `themeVariables`. */
  themeVariables?: ThemeVariables | undefined
  /** The page's Content-Security-Policy nonce, set on Foyer's `<style>` element. */
  nonce?: string | undefined
}

/**
 * A `foyer-root` element carrying the theme's CSS variables, as `ThemeRoot` renders it, holding
 * `markup` — constant markup of this package, never text from the page or the visitor (texts are
 * set afterwards with `textContent` and `setAttribute`). Foyer's stylesheet is added to the
 * document first (once; the client's `ThemeRoot` reuses it).
 */
export function themedRoot(
  ownerDocument: Document,
  theme: EarlyTheme,
  className: string,
  markup: string,
): HTMLDivElement {
  injectFoyerStyles(ownerDocument, { nonce: theme.nonce })
  const mode = theme.themeMode ?? 'light'
  const root = ownerDocument.createElement('div')
  root.className = className
  root.dataset.foyerTheme = mode
  for (const [name, value] of Object.entries(createThemeStyle(mode, theme.themeVariables))) {
    root.style.setProperty(name, String(value))
  }
  root.innerHTML = markup
  return root
}

/** The element of `root` matching `selector` (markup of this package: it is there). */
export function part<T extends Element>(root: Element, selector: string): T {
  return root.querySelector(selector) as T
}

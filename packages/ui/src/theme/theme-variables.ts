/** The two colour schemes of the modal. */
export type ThemeMode = 'light' | 'dark'

/**
 * The theme contract's base variables, set by the host through `themeVariables`.
 * Keys are the CSS custom property names themselves, so what the host writes is what it
 * finds in the browser's style inspector.
 */
export interface BaseThemeVariables {
  /** Colour of primary buttons, selected tabs, links and focus rings. */
  '--foyer-accent'?: string
  /** A colour blended into every surface, to tint the modal towards the host's palette. */
  '--foyer-color-mix'?: string
  /** How much of `--foyer-color-mix` is blended into surfaces, 0 (none) to 100 (all). */
  '--foyer-color-mix-strength'?: number
  /** Font stack of all text. The default is the system font stack (no font is downloaded). */
  '--foyer-font-family'?: string
  /** The largest corner radius (the modal's), e.g. `'16px'`; smaller radii derive from it. */
  '--foyer-border-radius'?: string
  /** Stacking order of the modal's overlay. */
  '--foyer-z-index'?: number
  /** Colour of the QR code's dark modules. */
  '--foyer-qr-color'?: string
}

/** Colours derived per theme mode; a host may override any of them too. */
export interface DerivedThemeVariables {
  /** Background of the modal. */
  '--foyer-color-bg'?: string
  /** Background of list items, inputs and secondary buttons. */
  '--foyer-color-surface'?: string
  /** Background of a hovered or pressed surface. */
  '--foyer-color-surface-hover'?: string
  /** Main text colour. */
  '--foyer-color-text'?: string
  /** Secondary text colour (descriptions, tags, placeholders). */
  '--foyer-color-text-muted'?: string
  /** Colour of borders and separators. */
  '--foyer-color-border'?: string
  /** Colour of the backdrop behind the modal. */
  '--foyer-color-overlay'?: string
  /** Text colour on an accent background. */
  '--foyer-color-accent-text'?: string
  /** Colour of errors. */
  '--foyer-color-error'?: string
  /** Colour of warnings. */
  '--foyer-color-warning'?: string
  /** Colour of successes. */
  '--foyer-color-success'?: string
  /** Colour of information. */
  '--foyer-color-info'?: string
}

/** Every variable a host may set: the base contract plus overrides of derived colours. */
export type ThemeVariables = BaseThemeVariables & DerivedThemeVariables

/** Name of one theme variable. */
export type ThemeVariableName = keyof ThemeVariables

/** The variables as they are set on the theme root element: every name, every value a string. */
export type ThemeStyle = { [Name in ThemeVariableName]-?: string }

/** The numeric variables; all others are strings. */
export const NUMERIC_THEME_VARIABLES = [
  '--foyer-color-mix-strength',
  '--foyer-z-index',
] as const satisfies readonly ThemeVariableName[]

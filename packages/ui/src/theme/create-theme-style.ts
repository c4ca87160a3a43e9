import { DEFAULT_BASE_VARIABLES, derivedVariables } from './palettes.js'
import type { ThemeMode, ThemeStyle, ThemeVariableName, ThemeVariables } from './theme-variables.js'

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/** One override as the string set on the element, or `undefined` when it is not usable. */
function overrideValue(name: ThemeVariableName, value: unknown): string | undefined {
  if (name === '--foyer-color-mix-strength') {
    return typeof value === 'number' && Number.isFinite(value)
      ? String(clamp(value, 0, 100))
      : undefined
  }
  if (name === '--foyer-z-index') {
    return typeof value === 'number' && Number.isInteger(value) ? String(value) : undefined
  }
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/**
 * The CSS variables of a theme: the defaults of `themeMode`, with the host's
 * `themeVariables` merged over them. Unknown names and unusable values (a non-numeric
 * strength, an empty string) are ignored, so the defaults stay in force. The result can be
 * passed as a React `style` or written into a stylesheet rule.
 *
 * @example
 * createThemeStyle('dark', { '--foyer-accent': '#ff5500', '--foyer-color-mix-strength': 20 })
 */
export function createThemeStyle(
  themeMode: ThemeMode = 'light',
  themeVariables: ThemeVariables = {},
): ThemeStyle {
  const defaults: Required<ThemeVariables> = {
    ...DEFAULT_BASE_VARIABLES,
    ...derivedVariables(themeMode === 'dark' ? 'dark' : 'light'),
  }
  const style = {} as ThemeStyle
  for (const name of Object.keys(defaults) as ThemeVariableName[]) {
    style[name] = overrideValue(name, themeVariables[name]) ?? String(defaults[name])
  }
  return style
}

import type { BaseThemeVariables, DerivedThemeVariables, ThemeMode } from './theme-variables.js'

/** The system font stack: nothing is downloaded. */
export const SYSTEM_FONT_STACK =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif'

/** Default values of the base variables. */
export const DEFAULT_BASE_VARIABLES: Required<BaseThemeVariables> = {
  '--foyer-accent': '#3a5ccc',
  '--foyer-color-mix': '#000000',
  '--foyer-color-mix-strength': 0,
  '--foyer-font-family': SYSTEM_FONT_STACK,
  '--foyer-border-radius': '24px',
  '--foyer-z-index': 1000,
  '--foyer-qr-color': '#141414',
}

/** The surface colours that `--foyer-color-mix` tints. */
interface SurfacePalette {
  bg: string
  surface: string
  surfaceHover: string
}

/** Each mode's raw colours, before mixing. */
interface Palette extends SurfacePalette {
  text: string
  textMuted: string
  border: string
  overlay: string
  accentText: string
  error: string
  warning: string
  success: string
  info: string
}

const PALETTES: Record<ThemeMode, Palette> = {
  light: {
    bg: '#ffffff',
    surface: '#f1f2f4',
    surfaceHover: '#e4e6ea',
    text: '#15171a',
    textMuted: '#5c626b',
    border: 'rgba(20, 23, 26, 0.12)',
    overlay: 'rgba(10, 12, 16, 0.45)',
    accentText: '#ffffff',
    error: '#c62828',
    warning: '#9a5b00',
    success: '#1e7b3c',
    info: '#2459b8',
  },
  dark: {
    bg: '#17191c',
    surface: '#23262a',
    surfaceHover: '#2f3338',
    text: '#eef0f3',
    textMuted: '#a3a9b2',
    border: 'rgba(238, 240, 243, 0.14)',
    overlay: 'rgba(0, 0, 0, 0.6)',
    accentText: '#ffffff',
    error: '#ff7b72',
    warning: '#f2b84b',
    success: '#5fd38a',
    info: '#7aa7ff',
  },
}

/** A surface colour with `--foyer-color-mix` blended in at `--foyer-color-mix-strength` percent. */
function mixed(base: string): string {
  return `color-mix(in srgb, var(--foyer-color-mix) calc(var(--foyer-color-mix-strength) * 1%), ${base})`
}

/** The derived colours of one theme mode, surfaces tinted by the colour mix. */
export function derivedVariables(mode: ThemeMode): Required<DerivedThemeVariables> {
  const palette = PALETTES[mode]
  return {
    '--foyer-color-bg': mixed(palette.bg),
    '--foyer-color-surface': mixed(palette.surface),
    '--foyer-color-surface-hover': mixed(palette.surfaceHover),
    '--foyer-color-text': palette.text,
    '--foyer-color-text-muted': palette.textMuted,
    '--foyer-color-border': palette.border,
    '--foyer-color-overlay': palette.overlay,
    '--foyer-color-accent-text': palette.accentText,
    '--foyer-color-error': palette.error,
    '--foyer-color-warning': palette.warning,
    '--foyer-color-success': palette.success,
    '--foyer-color-info': palette.info,
  }
}

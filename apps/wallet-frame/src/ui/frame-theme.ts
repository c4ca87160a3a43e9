/**
 * The host app's theme, applied to the frame's own pages (SPEC §7 "sync theme") within limits
 * that keep every approval readable: the host picks the colour scheme, the accent of the
 * primary buttons, the font and the corner radius; it never sets the frame's text or
 * background colours, and an accent too light for white button text is refused, so no host
 * can make an amount, a warning or the Approve button unreadable.
 */

/** What the host sends (SYNC_THEME: the modal's theme state, AppKit's `--w3m-*` names too). */
export interface HostTheme {
  themeMode?: 'light' | 'dark' | undefined
  themeVariables?: Readonly<Record<string, string | number>> | undefined
  /** The same theme in AppKit's names; where Foyer's name of a variable is set, it wins. */
  w3mThemeVariables?: Readonly<Record<string, string | number>> | undefined
}

/** The frame's own custom properties the host may set, by the names a host uses. */
const ACCEPTED = {
  accent: ['--foyer-accent', '--w3m-accent'],
  font: ['--foyer-font-family', '--w3m-font-family'],
  radius: ['--foyer-border-radius', '--w3m-border-radius-master'],
} as const

const ACCEPTED_NAMES: ReadonlySet<string> = new Set(Object.values(ACCEPTED).flat())

/** The smallest contrast of white button text on the accent (WCAG 2 AA for normal text). */
export const MIN_ACCENT_CONTRAST = 4.5

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
const FONT_STACK = /^[\w\s,'"-]{1,200}$/
const RADIUS = /^(\d{1,2})px$/
const MAX_RADIUS_PX = 24

/** Applies `theme` to `root` (the frame document's element); returns the names it refused. */
export function applyFrameTheme(root: HTMLElement, theme: HostTheme): string[] {
  if (theme.themeMode) root.dataset.theme = theme.themeMode
  const refused: string[] = []
  // AppKit's names the frame does not use are left out silently: each is another name of a
  // variable `themeVariables` carries, reported there.
  const aliases = Object.entries(theme.w3mThemeVariables ?? {}).filter(([name]) =>
    ACCEPTED_NAMES.has(name),
  )
  const variables = { ...Object.fromEntries(aliases), ...theme.themeVariables }
  const pick = (names: readonly string[]) => {
    const name = names.find((candidate) => variables[candidate] !== undefined)
    return name === undefined ? undefined : { name, value: String(variables[name]).trim() }
  }
  const accent = pick(ACCEPTED.accent)
  if (accent) {
    if (isReadableAccent(accent.value)) root.style.setProperty('--frame-accent', accent.value)
    else refused.push(accent.name)
  }
  const font = pick(ACCEPTED.font)
  if (font) {
    if (FONT_STACK.test(font.value)) root.style.setProperty('--frame-font', font.value)
    else refused.push(font.name)
  }
  const radius = pick(ACCEPTED.radius)
  if (radius) {
    const px = RADIUS.exec(radius.value)
    if (px && Number(px[1]) <= MAX_RADIUS_PX) root.style.setProperty('--frame-radius', radius.value)
    else refused.push(radius.name)
  }
  for (const name of Object.keys(variables)) {
    if (!ACCEPTED_NAMES.has(name)) refused.push(name)
  }
  return refused
}

/** Whether white text on `color` (a hex colour) has at least {@link MIN_ACCENT_CONTRAST}. */
export function isReadableAccent(color: string): boolean {
  if (!HEX_COLOR.test(color)) return false
  const hex = color.length === 4 ? [...color.slice(1)].map((c) => c + c).join('') : color.slice(1)
  const channels = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  const luminance = 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number)
  return 1.05 / (luminance + 0.05) >= MIN_ACCENT_CONTRAST
}

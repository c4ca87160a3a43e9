import type { FrameThemeSync } from '@foyer/core'
import {
  type FrameRequestPayload,
  THEME_VARIABLE_NAME,
  themeVariableValueSchema,
} from '@foyer/frame-bridge'

/**
 * Foyer's theme variables that AppKit has too: AppKit's (`w3m`) name is the same with
 * `--w3m-` for `--foyer-`, and `-master` after the border radius (AppKit's "master" radius is
 * the unit its radii derive from, as Foyer's radii derive from its border radius).
 */
const SHARED_WITH_W3M =
  /^--foyer-(accent|color-mix|color-mix-strength|font-family|border-radius|z-index)$/

type Variables = Record<string, string | number>

/**
 * The SYNC_THEME payload of the modal's theme (SPEC §3 "Theme sync payload"): its mode, the
 * variables in Foyer's names and, as `w3mThemeVariables`, in AppKit's. A variable the bridge
 * would refuse (a malformed name, a value over 200 characters, a number that is not finite)
 * is left out with a warning, so that one bad value does not cost the frame the whole theme.
 * AppKit names an app set itself (`--w3m-*`) go with the others in `themeVariables`: the frame reads them where Foyer's name of the variable is missing.
 */
export function frameThemePayload(theme: FrameThemeSync): FrameRequestPayload<'SYNC_THEME'> {
  const themeVariables: Variables = {}
  const w3mThemeVariables: Variables = {}
  for (const [name, value] of Object.entries(theme.themeVariables)) {
    if (value === undefined) continue
    if (!THEME_VARIABLE_NAME.test(name) || !themeVariableValueSchema.safeParse(value).success) {
      console.warn(`[foyer] theme variable ${name} not sent to the wallet frame`)
      continue
    }
    themeVariables[name] = value
    const shared = SHARED_WITH_W3M.exec(name)?.[1]
    if (shared) {
      w3mThemeVariables[`--w3m-${shared}${shared === 'border-radius' ? '-master' : ''}`] = value
    }
  }
  return { themeMode: theme.themeMode, themeVariables, w3mThemeVariables }
}

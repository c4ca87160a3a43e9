import * as z from 'zod/mini'

/**
 * The theme the host sends the frame (SPEC §3 "Theme sync payload": themeMode, themeVariables,
 * w3mThemeVariables). The bridge takes only well-formed CSS custom property names and short
 * values; what each value may be (a readable accent, a plain font stack, a small radius) the
 * frame decides itself, since a host page can send anything.
 */

/** The longest value of one variable (a font stack is the longest legitimate one). */
export const MAX_THEME_VALUE_LENGTH = 200
/** A CSS custom property name as the host writes it: `--foyer-accent`, `--w3m-accent`. */
export const THEME_VARIABLE_NAME = /^--[a-z0-9-]{1,64}$/

/** One variable's value: a short string or a finite number (zod refuses NaN and infinities). */
export const themeVariableValueSchema = z.union([
  z.string().check(z.maxLength(MAX_THEME_VALUE_LENGTH)),
  z.number(),
])

/** A set of theme variables, name to value. */
export const themeVariablesSchema = z.record(
  z.string().check(z.regex(THEME_VARIABLE_NAME)),
  themeVariableValueSchema,
)

/** The SYNC_THEME request. */
export const themeSyncSchema = z.strictObject({
  themeMode: z.optional(z.enum(['light', 'dark'])),
  /** Foyer's names (`--foyer-*`). */
  themeVariables: z.optional(themeVariablesSchema),
  /** The same theme in AppKit's names (`--w3m-*`), for frames built against AppKit's. */
  w3mThemeVariables: z.optional(themeVariablesSchema),
})
/** The SYNC_THEME request. */
export type ThemeSync = z.infer<typeof themeSyncSchema>

import { describe, expect, it } from 'vitest'
import { FRAME_REQUESTS } from './protocol.js'
import { MAX_THEME_VALUE_LENGTH } from './theme-schema.js'

const parse = (payload: unknown) => FRAME_REQUESTS.SYNC_THEME.request.safeParse(payload)

describe('SYNC_THEME payload (SPEC §3 "Theme sync payload")', () => {
  it('takes the mode, Foyer variables and the same theme in AppKit names', () => {
    const result = parse({
      themeMode: 'dark',
      themeVariables: { '--foyer-accent': '#1c7a4f', '--foyer-z-index': 1000 },
      w3mThemeVariables: { '--w3m-accent': '#1c7a4f', '--w3m-z-index': 1000 },
    })
    expect(result.success).toBe(true)
  })

  it.each([
    [
      'a huge value',
      { themeVariables: { '--foyer-accent': 'x'.repeat(MAX_THEME_VALUE_LENGTH + 1) } },
    ],
    ['a name that is no custom property', { themeVariables: { 'color;}body{': 'red' } }],
    ['a name with CSS in it', { w3mThemeVariables: { '--w3m-accent:red;}': '#000' } }],
    ['a number that is not finite', { themeVariables: { '--foyer-z-index': Number.NaN } }],
    ['an object as a value', { themeVariables: { '--foyer-accent': { toString: 'red' } } }],
    ['another mode', { themeMode: 'system' }],
    ['an unknown key', { themeMode: 'dark', css: 'body{display:none}' }],
  ])('refuses %s', (_, payload) => {
    expect(parse(payload).success).toBe(false)
  })
})

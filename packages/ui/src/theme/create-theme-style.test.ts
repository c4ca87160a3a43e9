import { describe, expect, it } from 'vitest'
import { createThemeStyle } from './create-theme-style.js'
import { SYSTEM_FONT_STACK } from './palettes.js'

describe('createThemeStyle', () => {
  it('sets every variable of the contract, with a system font and no external resource', () => {
    const style = createThemeStyle('light')
    for (const name of [
      '--foyer-accent',
      '--foyer-color-mix',
      '--foyer-color-mix-strength',
      '--foyer-font-family',
      '--foyer-border-radius',
      '--foyer-z-index',
      '--foyer-qr-color',
      '--foyer-color-bg',
      '--foyer-color-surface',
      '--foyer-color-text',
      '--foyer-color-text-muted',
      '--foyer-color-border',
    ] as const) {
      expect(style[name], name).toMatch(/\S/)
    }
    expect(style['--foyer-font-family']).toBe(SYSTEM_FONT_STACK)
    expect(Object.values(style).join(' ')).not.toMatch(/url\(|https?:/)
  })

  it('gives light and dark modes different surfaces and text', () => {
    const light = createThemeStyle('light')
    const dark = createThemeStyle('dark')
    expect(dark['--foyer-color-bg']).not.toBe(light['--foyer-color-bg'])
    expect(dark['--foyer-color-surface']).not.toBe(light['--foyer-color-surface'])
    expect(dark['--foyer-color-text']).not.toBe(light['--foyer-color-text'])
    expect(dark['--foyer-color-border']).not.toBe(light['--foyer-color-border'])
    expect(dark['--foyer-accent']).toBe(light['--foyer-accent'])
  })

  it('tints surfaces with the colour mix at its strength', () => {
    const style = createThemeStyle('light')
    expect(style['--foyer-color-bg']).toContain('var(--foyer-color-mix)')
    expect(style['--foyer-color-bg']).toContain('var(--foyer-color-mix-strength)')
    expect(style['--foyer-color-mix-strength']).toBe('0')
  })

  it('merges overrides over the defaults and keeps the rest', () => {
    const defaults = createThemeStyle('dark')
    const style = createThemeStyle('dark', {
      '--foyer-accent': '#ff5500',
      '--foyer-color-mix-strength': 40,
      '--foyer-z-index': 50,
      '--foyer-color-text': 'white',
    })
    expect(style['--foyer-accent']).toBe('#ff5500')
    expect(style['--foyer-color-mix-strength']).toBe('40')
    expect(style['--foyer-z-index']).toBe('50')
    expect(style['--foyer-color-text']).toBe('white')
    expect(style['--foyer-color-bg']).toBe(defaults['--foyer-color-bg'])
    expect(style['--foyer-qr-color']).toBe(defaults['--foyer-qr-color'])
  })

  it('ignores unusable values and unknown names instead of breaking the theme', () => {
    const defaults = createThemeStyle('light')
    const style = createThemeStyle('light', {
      '--foyer-accent': '  ',
      '--foyer-color-mix-strength': Number.NaN,
      '--foyer-z-index': 1.5,
      // A host without TypeScript may pass anything.
      ...({ '--foyer-unknown': 'red', '--foyer-border-radius': 12 } as object),
    })
    expect(style).toEqual(defaults)
    expect(createThemeStyle('light', { '--foyer-color-mix-strength': 250 })).toMatchObject({
      '--foyer-color-mix-strength': '100',
    })
  })
})

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { applyFrameTheme, isReadableAccent } from './frame-theme.js'

describe("the host's theme in the frame", () => {
  it('takes the colour scheme, a readable accent, a font stack and a radius', () => {
    const root = document.createElement('html')
    const refused = applyFrameTheme(root, {
      themeMode: 'dark',
      themeVariables: {
        '--foyer-accent': '#7a1fff',
        '--foyer-font-family': "'Inter', sans-serif",
        '--foyer-border-radius': '12px',
      },
    })
    expect(refused).toEqual([])
    expect(root.dataset.theme).toBe('dark')
    expect(root.style.getPropertyValue('--frame-accent')).toBe('#7a1fff')
    expect(root.style.getPropertyValue('--frame-font')).toBe("'Inter', sans-serif")
    expect(root.style.getPropertyValue('--frame-radius')).toBe('12px')
  })

  it("reads AppKit's names too", () => {
    const root = document.createElement('html')
    expect(applyFrameTheme(root, { themeVariables: { '--w3m-accent': '#064' } })).toEqual([])
    expect(root.style.getPropertyValue('--frame-accent')).toBe('#064')
  })

  it("takes w3mThemeVariables where Foyer's names are missing; Foyer's names win", () => {
    const root = document.createElement('html')
    const refused = applyFrameTheme(root, {
      themeMode: 'dark',
      themeVariables: { '--foyer-accent': '#1c7a4f', '--foyer-color-mix': '#000' },
      w3mThemeVariables: {
        '--w3m-accent': '#7a1fff',
        '--w3m-border-radius-master': '8px',
        '--w3m-color-mix': '#000',
      },
    })
    // The colour mix is not the frame's to take: reported once, under Foyer's name.
    expect(refused).toEqual(['--foyer-color-mix'])
    expect(root.style.getPropertyValue('--frame-accent')).toBe('#1c7a4f')
    expect(root.style.getPropertyValue('--frame-radius')).toBe('8px')
  })

  it.each([
    ['CSS injection', 'red;}body{display:none'],
    ['a url()', 'url(https://evil.example/x.png)'],
    ['a huge string', `#${'a'.repeat(100_000)}`],
  ])('refuses %s in any name, keeps the mode and does not throw', (_, value) => {
    const root = document.createElement('html')
    const refused = applyFrameTheme(root, {
      themeMode: 'dark',
      themeVariables: { '--foyer-font-family': value },
      w3mThemeVariables: { '--w3m-accent': value, '--w3m-border-radius-master': value },
    })
    expect(refused.sort()).toEqual([
      '--foyer-font-family',
      '--w3m-accent',
      '--w3m-border-radius-master',
    ])
    expect(root.dataset.theme).toBe('dark')
    expect(root.getAttribute('style')).toBeNull()
  })

  it('a hostile host cannot make the approval unreadable: text, background and pale accents refused', () => {
    const root = document.createElement('html')
    const refused = applyFrameTheme(root, {
      themeVariables: {
        '--foyer-accent': '#ffffff',
        '--foyer-color-text': '#ffffff',
        '--foyer-color-bg': '#ffffff',
        '--foyer-font-family': 'x; } body { display: none',
        '--foyer-border-radius': '999px',
      },
    })
    expect(refused.sort()).toEqual([
      '--foyer-accent',
      '--foyer-border-radius',
      '--foyer-color-bg',
      '--foyer-color-text',
      '--foyer-font-family',
    ])
    expect(root.getAttribute('style')).toBeNull()
  })

  it('white on the accent must reach 4.5:1', () => {
    expect(isReadableAccent('#1f5eff')).toBe(true)
    expect(isReadableAccent('#000')).toBe(true)
    expect(isReadableAccent('#ffcc00')).toBe(false)
    expect(isReadableAccent('red')).toBe(false)
    expect(isReadableAccent('url(x)')).toBe(false)
  })
})

import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { foyerCss } from '../styles/foyer-css.js'
import { FoyerThemeProvider } from './theme-context.js'
import { ThemeRoot } from './theme-root.js'

function rootOf(container: HTMLElement): HTMLElement {
  const root = container.querySelector<HTMLElement>('.foyer-root')
  if (!root) throw new Error('no theme root rendered')
  return root
}

describe('ThemeRoot', () => {
  it('applies the theme mode and its variables to the element', () => {
    const { container } = render(<ThemeRoot themeMode="dark">x</ThemeRoot>)
    const root = rootOf(container)
    expect(root.dataset.foyerTheme).toBe('dark')
    expect(root.style.getPropertyValue('--foyer-accent')).toBe('#3a5ccc')
    expect(root.style.getPropertyValue('--foyer-color-text')).toBe('#eef0f3')
  })

  it("merges the provider's overrides with its own, its own winning", () => {
    const { container } = render(
      <FoyerThemeProvider
        themeMode="dark"
        themeVariables={{ '--foyer-accent': '#112233', '--foyer-qr-color': '#445566' }}
      >
        <ThemeRoot themeVariables={{ '--foyer-accent': '#abcdef' }} />
      </FoyerThemeProvider>,
    )
    const root = rootOf(container)
    expect(root.dataset.foyerTheme).toBe('dark')
    expect(root.style.getPropertyValue('--foyer-accent')).toBe('#abcdef')
    expect(root.style.getPropertyValue('--foyer-qr-color')).toBe('#445566')
  })

  it('injects the stylesheet once per document, with the nonce', () => {
    render(
      <FoyerThemeProvider nonce="n0nce">
        <ThemeRoot />
        <ThemeRoot />
      </FoyerThemeProvider>,
    )
    render(<ThemeRoot />)
    const styles = document.querySelectorAll('style[data-foyer-styles]')
    expect(styles).toHaveLength(1)
    expect(styles[0]?.getAttribute('nonce')).toBe('n0nce')
    expect(styles[0]?.textContent).toBe(foyerCss)
    expect(styles[0]?.parentNode).toBe(document.head)
  })

  it('injects the stylesheet into a shadow root it renders in', () => {
    const host = document.createElement('div')
    document.body.appendChild(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const mount = document.createElement('div')
    shadow.appendChild(mount)
    render(<ThemeRoot />, { container: mount })
    expect(shadow.querySelectorAll('style[data-foyer-styles]')).toHaveLength(1)
    expect(document.head.querySelector('style[data-foyer-styles]')).toBeNull()
    host.remove()
  })

  it('passes the direction on', () => {
    const { container } = render(
      <FoyerThemeProvider dir="rtl">
        <ThemeRoot />
      </FoyerThemeProvider>,
    )
    expect(rootOf(container).getAttribute('dir')).toBe('rtl')
  })
})

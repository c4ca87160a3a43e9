import { fireEvent, render, screen } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it, vi } from 'vitest'
import { FIXTURE_TOKENS } from '../test-utils/fixtures.js'
import { orderTokens, TokenPicker } from './token-picker.js'

/** DAI, ETH (held), USDC, FOY (held): the stories' tokens without WBTC. */
const TOKENS = FIXTURE_TOKENS.slice(0, 4)

function renderPicker(props: Partial<Parameters<typeof TokenPicker>[0]> = {}) {
  const onSelect = vi.fn()
  const onDismiss = vi.fn()
  render(
    <main>
      <TokenPicker
        tokens={TOKENS}
        onSelect={onSelect}
        onDismiss={onDismiss}
        listLabel="Tokens"
        searchLabel="Search tokens"
        loadingLabel="Loading tokens"
        emptyLabel="No tokens"
        noMatchLabel={(query) => `No token matches ${query}`}
        {...props}
      />
    </main>,
  )
  const search = screen.getByRole('combobox', { name: 'Search tokens' })
  const options = () =>
    screen
      .queryAllByRole('option')
      .map((option) => option.querySelector('.foyer-token-option-symbol')?.textContent)
  const active = () =>
    document.getElementById(search.getAttribute('aria-activedescendant') ?? '')?.textContent
  return { onSelect, onDismiss, search, options, active }
}

describe('orderTokens', () => {
  it('lists held tokens first, then symbol prefixes before other matches', () => {
    expect(orderTokens(TOKENS, '').map((token) => token.symbol)).toEqual([
      'ETH',
      'FOY',
      'DAI',
      'USDC',
    ])
    // "us": USDC by its symbol; nothing else. "usd coin": by name. "0xfoy": by id.
    expect(orderTokens(TOKENS, 'us').map((token) => token.symbol)).toEqual(['USDC'])
    expect(orderTokens(TOKENS, ' USD COIN ').map((token) => token.symbol)).toEqual(['USDC'])
    expect(orderTokens(TOKENS, '0xfoy').map((token) => token.symbol)).toEqual(['FOY'])
    // "d": DAI starts with it; USDC only contains it.
    expect(orderTokens(TOKENS, 'd').map((token) => token.symbol)).toEqual(['DAI', 'USDC'])
  })
})

describe('TokenPicker', () => {
  it('opens and moves its active option without scrolling the view around it', () => {
    const scrollIntoView = vi.fn()
    const focus = vi.spyOn(HTMLElement.prototype, 'focus')
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    })
    try {
      const { search } = renderPicker({ selectedId: 'eip155:1:0xfoy' })
      expect(document.activeElement).toBe(search)
      expect(focus).toHaveBeenCalledWith({ preventScroll: true })
      fireEvent.keyDown(search, { key: 'ArrowDown' })
      fireEvent.mouseMove(screen.getAllByRole('option')[0]!)
      expect(scrollIntoView).not.toHaveBeenCalled()
    } finally {
      focus.mockRestore()
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView')
    }
  })

  it('is a combobox over a named listbox; the chosen token is selected and active', async () => {
    const { search, active } = renderPicker({ selectedId: 'eip155:1:0xfoy' })
    const list = screen.getByRole('listbox', { name: 'Tokens' })
    expect(search.getAttribute('aria-controls')).toBe(list.id)
    expect(document.activeElement).toBe(search)
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('FOY')
    expect(active()).toContain('FOY')
    // Each option's name carries its balance and value.
    expect(
      screen.getByRole('option', { name: /ETH.*Ether.*2\.000 ETH.*4,000\.00 USD/ }),
    ).toBeTruthy()
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
      resultTypes: ['violations'],
    })
    expect(result.violations.map((violation) => violation.id)).toEqual([])
  })

  it('moves with the arrows (wrapping) and picks with Enter', () => {
    const { search, active, onSelect } = renderPicker()
    expect(active()).toContain('ETH')
    fireEvent.keyDown(search, { key: 'ArrowDown' })
    expect(active()).toContain('FOY')
    fireEvent.keyDown(search, { key: 'ArrowUp' })
    fireEvent.keyDown(search, { key: 'ArrowUp' })
    expect(active()).toContain('USDC')
    const enter = fireEvent.keyDown(search, { key: 'Enter' })
    expect(enter).toBe(false) // default prevented: the form around it is not submitted
    expect(onSelect).toHaveBeenCalledWith(TOKENS[2])
  })

  it('filters as the user types, says when nothing matches, and picks by click', () => {
    const { search, options, onSelect } = renderPicker()
    fireEvent.change(search, { target: { value: 'coin' } })
    expect(options()).toEqual(['DAI', 'USDC'])
    fireEvent.change(search, { target: { value: 'usd coin' } })
    expect(options()).toEqual(['USDC'])
    fireEvent.keyDown(search, { key: 'Enter' })
    expect(onSelect).toHaveBeenLastCalledWith(TOKENS[2])
    fireEvent.change(search, { target: { value: 'zzz' } })
    expect(options()).toEqual([])
    expect(screen.getByRole('status').textContent).toBe('No token matches zzz')
    fireEvent.keyDown(search, { key: 'Enter' })
    expect(onSelect).toHaveBeenCalledTimes(1)
    fireEvent.change(search, { target: { value: 'da' } })
    fireEvent.click(screen.getByRole('option', { name: /DAI/ }))
    expect(onSelect).toHaveBeenLastCalledWith(TOKENS[0])
  })

  it('Escape clears the search first, then dismisses', () => {
    const { search, onDismiss } = renderPicker()
    fireEvent.change(search, { target: { value: 'eth' } })
    fireEvent.keyDown(search, { key: 'Escape' })
    expect((search as HTMLInputElement).value).toBe('')
    expect(onDismiss).not.toHaveBeenCalled()
    fireEvent.keyDown(search, { key: 'Escape' })
    expect(onDismiss).toHaveBeenCalledOnce()
  })

  it('shows loading and empty states instead of a list', () => {
    const { options } = renderPicker({ loading: true, tokens: [] })
    expect(screen.getByRole('status', { name: 'Loading tokens' })).toBeTruthy()
    expect(options()).toEqual([])
  })

  it('says when there is no token at all', () => {
    renderPicker({ tokens: [] })
    expect(screen.getByRole('status').textContent).toBe('No tokens')
  })
})

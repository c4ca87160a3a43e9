import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AddressField, type AddressFieldProps } from './address-field.js'

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const paste = { text: 'Paste', refusedText: 'Paste with Ctrl+V.', 'data-testid': 'paste' }

function field(props: Partial<AddressFieldProps> = {}) {
  const onChange = vi.fn()
  render(
    <AddressField
      label="To"
      value=""
      onChange={onChange}
      paste={paste}
      data-testid="receiver"
      {...props}
    />,
  )
  return { onChange, input: screen.getByRole('textbox', { name: 'To' }) }
}

afterEach(() => vi.unstubAllGlobals())

describe('AddressField', () => {
  it("cuts a long address's middle while not focused, and shows it whole while editing", () => {
    const { input } = field({ value: BOB, address: BOB })
    const cut = document.querySelector('.foyer-address-field-cut')
    expect(input.hasAttribute('data-cut')).toBe(true)
    expect(cut?.getAttribute('aria-hidden')).toBe('true')
    expect(cut?.lastElementChild?.textContent).toBe('dc79C8')
    expect((input as HTMLInputElement).value).toBe(BOB)
    fireEvent.focus(input)
    expect(input.hasAttribute('data-cut')).toBe(false)
    expect(document.querySelector('.foyer-address-field-cut')).toBeNull()
  })

  it("draws the address's identicon", () => {
    field({ value: BOB, address: BOB })
    expect(document.querySelector('[data-foyer-identicon]')).not.toBeNull()
  })

  it('leaves the identicon out for text that is not an address', () => {
    field({ value: 'bob.fo' })
    expect(document.querySelector('[data-foyer-identicon]')).toBeNull()
    expect(document.querySelector('.foyer-address-field-blank')).not.toBeNull()
  })

  it('pastes what the clipboard holds, trimmed', async () => {
    vi.stubGlobal('navigator', { clipboard: { readText: async () => `  ${BOB}\n` } })
    const { onChange } = field()
    await act(async () => fireEvent.click(screen.getByTestId('paste')))
    expect(onChange).toHaveBeenCalledWith(BOB)
  })

  it('says how to paste when the browser refuses the clipboard, and keeps what is typed', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { readText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    })
    const { onChange, input } = field({ value: 'bob' })
    await act(async () => fireEvent.click(screen.getByTestId('paste')))
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe('Paste with Ctrl+V.')
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
  })

  it('says so too where there is no clipboard API at all', async () => {
    vi.stubGlobal('navigator', {})
    field()
    await act(async () => fireEvent.click(screen.getByTestId('paste')))
    expect(screen.getByRole('alert').textContent).toBe('Paste with Ctrl+V.')
  })
})

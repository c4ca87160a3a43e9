import { fireEvent, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SearchInput } from './search-input.js'

describe('SearchInput', () => {
  it('is a search box named by its label, visible or not', () => {
    const { rerender } = render(<SearchInput label="Search wallets" />)
    expect(screen.getByRole('searchbox', { name: 'Search wallets' })).toBeDefined()
    expect(screen.getByText('Search wallets').className).toBe('foyer-search-label')
    rerender(<SearchInput label="Search wallets" hideLabel />)
    expect(screen.getByRole('searchbox', { name: 'Search wallets' })).toBeDefined()
    expect(screen.getByText('Search wallets').className).toBe('foyer-visually-hidden')
  })

  it('shows a labelled clear button while there is text; it clears and refocuses', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<SearchInput label="Search" onValueChange={onValueChange} />)
    const input = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' })
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull()
    await user.type(input, 'rain')
    expect(onValueChange).toHaveBeenLastCalledWith('rain')
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(input.value).toBe('')
    expect(onValueChange).toHaveBeenLastCalledWith('')
    expect(document.activeElement).toBe(input)
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull()
  })

  it('clears on Escape without letting it reach the dialog; empty, Escape goes on', () => {
    const onDocumentEscape = vi.fn()
    document.addEventListener('keydown', onDocumentEscape)
    render(<SearchInput label="Search" defaultValue="meta" />)
    const input = screen.getByRole<HTMLInputElement>('searchbox')
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(input.value).toBe('')
    expect(onDocumentEscape).not.toHaveBeenCalled()
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(onDocumentEscape).toHaveBeenCalledTimes(1)
    document.removeEventListener('keydown', onDocumentEscape)
  })

  it('is controllable', () => {
    const { rerender } = render(<SearchInput label="Search" value="abc" onValueChange={() => {}} />)
    const input = screen.getByRole<HTMLInputElement>('searchbox')
    fireEvent.change(input, { target: { value: 'abcd' } })
    expect(input.value).toBe('abc')
    rerender(<SearchInput label="Search" value="xyz" onValueChange={() => {}} />)
    expect(input.value).toBe('xyz')
  })
})

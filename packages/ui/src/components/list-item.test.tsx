import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { WalletListItem } from './wallet-list-item.js'

describe('WalletListItem', () => {
  it('is a button named by the wallet and its tag, with a trailing chevron', () => {
    const onClick = vi.fn()
    render(
      <WalletListItem
        name="MetaMask"
        imageSrc="https://example.test/mm.png"
        tag="Installed"
        onClick={onClick}
      />,
    )
    const item = screen.getByRole('button', { name: 'MetaMask Installed' })
    fireEvent.click(item)
    expect(onClick).toHaveBeenCalledTimes(1)
    // The logo is decorative: the name is written beside it.
    expect(item.querySelector('img')?.getAttribute('alt')).toBe('')
    const chevron = item.querySelector('[data-foyer-icon="Chevron"]')
    expect(chevron?.getAttribute('class')).toContain('foyer-icon-directional')
  })

  it('renders long and right-to-left names as text, whole', () => {
    const long = 'A wallet with a very long name that will not fit on one line of the modal'
    const { rerender } = render(<WalletListItem name={long} />)
    expect(screen.getByRole('button').textContent).toContain(long)
    rerender(<WalletListItem name="محفظة <b>عربية</b>" tag="حديث" />)
    expect(screen.getByRole('button', { name: 'محفظة <b>عربية</b> حديث' })).toBeDefined()
    expect(screen.getByRole('button').querySelector('b')).toBeNull()
  })

  it('falls back to the initials when the logo breaks', () => {
    const { container } = render(
      <WalletListItem name="Trust Wallet" imageSrc="https://example.test/x.png" />,
    )
    const image = container.querySelector('img')
    if (image) fireEvent.error(image)
    expect(container.querySelector('.foyer-image-initials')?.textContent).toBe('TW')
  })

  it('shows busy and current states, and can drop the chevron', () => {
    const { container, rerender } = render(<WalletListItem name="Rainbow" loading />)
    const item = screen.getByRole('button', { name: 'Rainbow' })
    expect(item.getAttribute('aria-busy')).toBe('true')
    expect(container.querySelector('[data-foyer-icon="Chevron"]')).toBeNull()
    rerender(<WalletListItem name="Rainbow" current chevron={false} />)
    expect(item.getAttribute('aria-current')).toBe('true')
    expect(container.querySelector('[data-foyer-icon="Chevron"]')).toBeNull()
  })
})

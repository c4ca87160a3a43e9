import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { initialsOf } from '../internal/initials.js'
import { NetworkImage } from './network-image.js'
import { WalletImage } from './wallet-image.js'

describe('initialsOf', () => {
  it('takes the first letters of up to two words', () => {
    expect(initialsOf('Ethereum')).toBe('E')
    expect(initialsOf('Arbitrum One')).toBe('AO')
    expect(initialsOf('  bnb   smart chain ')).toBe('BS')
    expect(initialsOf('')).toBe('?')
  })

  it('keeps whole code points of any script', () => {
    expect(initialsOf('𝔘nicode net')).toBe('𝔘N')
    expect(initialsOf('شبكة الاختبار')).toBe('شا')
  })
})

describe('NetworkImage', () => {
  it('shows the image, named by the network', () => {
    render(<NetworkImage src="https://example.test/eth.png" name="Ethereum" />)
    const image = screen.getByRole('img', { name: 'Ethereum' })
    expect(image.getAttribute('src')).toBe('https://example.test/eth.png')
  })

  it('falls back to initials when the image fails', () => {
    const { container } = render(
      <NetworkImage src="https://example.test/missing.png" name="Arbitrum One" />,
    )
    const image = container.querySelector('img')
    if (!image) throw new Error('no image')
    fireEvent.error(image)
    expect(container.querySelector('img')).toBeNull()
    const fallback = screen.getByRole('img', { name: 'Arbitrum One' })
    expect(fallback.textContent).toBe('AO')
  })

  it('shows initials when there is no image, and tries a new source again', () => {
    const { container, rerender } = render(<NetworkImage name="Base" />)
    expect(container.textContent).toBe('B')
    rerender(<NetworkImage name="Base" src="https://example.test/base.png" />)
    expect(container.querySelector('img')).not.toBeNull()
  })

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<NetworkImage name="Base" decorative />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
  })
})

describe('WalletImage', () => {
  it('is a rounded square with the same fallback', () => {
    const { container } = render(<WalletImage name="Rainbow Wallet" />)
    expect(container.firstElementChild?.className).toBe('foyer-wallet-image')
    expect(screen.getByRole('img', { name: 'Rainbow Wallet' }).textContent).toBe('RW')
  })
})

import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ModalHeader } from './modal-header.js'
import { ModalShell } from './modal-shell.js'

function Modal({ title, onBack }: { title: string; onBack?: () => void }) {
  return (
    <ModalShell open>
      <ModalHeader title={title} onBack={onBack} />
    </ModalShell>
  )
}

describe('ModalHeader', () => {
  it('remounts the title when it changes (replaying its 120 ms fade) and stays the label', () => {
    const { rerender } = render(<Modal title="Connect Wallet" />)
    const first = screen.getByRole('heading', { name: 'Connect Wallet' })
    rerender(<Modal title="All Wallets" />)
    const second = screen.getByRole('heading', { name: 'All Wallets' })
    expect(second).not.toBe(first)
    expect(screen.getByRole('dialog', { name: 'All Wallets' })).toBeDefined()
  })

  it('has a back button whose arrow is mirrored in right-to-left, and a close button', () => {
    render(<Modal title="WalletConnect" onBack={() => {}} />)
    const back = screen.getByRole('button', { name: 'Back' })
    expect(back.querySelector('svg')?.getAttribute('class')).toContain('foyer-icon-directional')
    const close = screen.getByRole('button', { name: 'Close' })
    expect(close.querySelector('svg')?.getAttribute('class')).not.toContain('directional')
  })

  it('has no back button without onBack', () => {
    render(<Modal title="Connect Wallet" />)
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('must be inside a ModalShell', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<ModalHeader title="x" />)).toThrow(/inside <ModalShell>/)
    consoleError.mockRestore()
  })
})

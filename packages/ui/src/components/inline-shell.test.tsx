import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { InlineShell } from './inline-shell.js'
import { ModalHeader } from './modal-header.js'

describe('InlineShell (embedded mode)', () => {
  it('is a labelled region in place: no dialog, no backdrop, and the page stays reachable', async () => {
    const user = userEvent.setup()
    const onRequestClose = vi.fn()
    render(
      <>
        <button type="button">Before</button>
        <InlineShell onRequestClose={onRequestClose}>
          <ModalHeader title="Connect Wallet" />
          <button type="button">MetaMask</button>
        </InlineShell>
        <button type="button">After</button>
      </>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.querySelector('[data-foyer-overlay]')).toBeNull()
    expect(screen.getByRole('region', { name: 'Connect Wallet' })).toBeTruthy()
    // Tab goes through the card and out of it: no focus trap.
    screen.getByRole('button', { name: 'MetaMask' }).focus()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }))
    // Escape belongs to the page; only the close button asks the owner.
    await user.keyboard('{Escape}')
    expect(onRequestClose).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onRequestClose).toHaveBeenCalledWith('close-button')
  })
})

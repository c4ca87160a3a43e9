import { act, fireEvent, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { ModalCloseReason } from './modal-context.js'
import { ModalHeader } from './modal-header.js'
import { ModalShell, type ModalShellProps } from './modal-shell.js'

function Harness(props: Partial<ModalShellProps> & { onBack?: () => void; blockClose?: boolean }) {
  const { onBack, blockClose = false, ...rest } = props
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect wallet
      </button>
      <button type="button">Outside</button>
      <ModalShell
        open={open}
        onRequestClose={(reason) => {
          rest.onRequestClose?.(reason)
          if (!blockClose) setOpen(false)
        }}
        onEscapeKeyDown={rest.onEscapeKeyDown}
        onPointerDownOutside={rest.onPointerDownOutside}
      >
        <ModalHeader title="Connect Wallet" onBack={onBack} />
        <button type="button">MetaMask</button>
        <button type="button">WalletConnect</button>
      </ModalShell>
    </>
  )
}

async function openModal(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup()
  render(<Harness {...props} />)
  const opener = screen.getByRole('button', { name: 'Connect wallet' })
  await user.click(opener)
  return { user, opener, dialog: screen.getByRole('dialog') }
}

describe('ModalShell', () => {
  it('is a modal dialog named by its title, in a portal in document.body', async () => {
    const { dialog } = await openModal()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Connect Wallet')
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBe(dialog)
    expect(dialog.closest('[data-foyer-portal]')?.parentElement).toBe(document.body)
    expect(dialog.closest('.foyer-root')).not.toBeNull()
  })

  it('labels every control', async () => {
    await openModal({ onBack: () => {} })
    expect(screen.getByRole('button', { name: 'Back' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'Close' })).toBeDefined()
  })

  it('moves focus into the dialog on open', async () => {
    const { dialog } = await openModal()
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openModal({ onBack: () => {} })
    const back = screen.getByRole('button', { name: 'Back' })
    const walletConnect = screen.getByRole('button', { name: 'WalletConnect' })
    await user.tab()
    expect(document.activeElement).toBe(back)
    await user.tab()
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(walletConnect)
    await user.tab()
    expect(document.activeElement).toBe(back)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(walletConnect)
  })

  it('brings focus back when something outside takes it', async () => {
    const { dialog } = await openModal()
    act(() => screen.getByRole('button', { name: 'Outside', hidden: true }).focus())
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('returns focus to the opener when it closes', async () => {
    const { user, opener } = await openModal()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('on Escape calls onEscapeKeyDown, then onRequestClose', async () => {
    const onEscapeKeyDown = vi.fn()
    const onRequestClose = vi.fn()
    const { user, opener } = await openModal({ onEscapeKeyDown, onRequestClose })
    await user.keyboard('{Escape}')
    expect(onEscapeKeyDown).toHaveBeenCalledTimes(1)
    expect(onRequestClose).toHaveBeenCalledWith('escape')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('lets onEscapeKeyDown stop the close', async () => {
    const onRequestClose = vi.fn()
    const { user } = await openModal({
      onEscapeKeyDown: (event) => event.preventDefault(),
      onRequestClose,
    })
    await user.keyboard('{Escape}')
    expect(onRequestClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeDefined()
  })

  it('only asks: the owner may refuse to close', async () => {
    const reasons: ModalCloseReason[] = []
    const { user, dialog } = await openModal({
      blockClose: true,
      onRequestClose: (reason) => reasons.push(reason),
    })
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(reasons).toEqual(['escape', 'close-button'])
    expect(screen.getByRole('dialog')).toBe(dialog)
  })

  it('asks to close on a press on the backdrop, not inside the dialog', async () => {
    const onRequestClose = vi.fn()
    const { dialog } = await openModal({ blockClose: true, onRequestClose })
    fireEvent.pointerDown(dialog)
    expect(onRequestClose).not.toHaveBeenCalled()
    const overlay = document.querySelector('[data-foyer-overlay]')
    if (!overlay) throw new Error('no overlay')
    fireEvent.pointerDown(overlay)
    expect(onRequestClose).toHaveBeenCalledWith('outside')
  })

  it('calls onBack from the back button', async () => {
    const onBack = vi.fn()
    const { user } = await openModal({ onBack })
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledTimes(1)
  })

  it('locks page scrolling while open and restores it', async () => {
    document.body.style.overflow = 'scroll'
    const { user } = await openModal()
    expect(document.body.style.overflow).toBe('hidden')
    await user.keyboard('{Escape}')
    expect(document.body.style.overflow).toBe('scroll')
    document.body.style.overflow = ''
  })
})

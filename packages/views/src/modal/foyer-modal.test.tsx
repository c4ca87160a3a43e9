import { openModal, pushView, setSignInState, showAlert, showToast } from '@foyer/core'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOAST_DURATION_MS } from '../surfaces/toast-surface.js'
import { createFixtureClient } from '../test-utils/fixture-client.js'
import { renderOpenModal } from '../test-utils/render-modal.js'
import { FoyerModal } from './foyer-modal.js'

afterEach(() => vi.useRealTimers())

describe('FoyerModal', () => {
  it('renders nothing while closed and a named dialog once open', async () => {
    const { client } = await createFixtureClient()
    render(<FoyerModal client={client} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    await act(() => openModal(client))
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.querySelector('style[data-foyer-view-styles]')).toBeTruthy()
  })

  it('back pops the history; with one entry left it closes', async () => {
    const { client } = await createFixtureClient()
    await renderOpenModal(client)
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    act(() => pushView(client, 'Networks'))
    expect(screen.getByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
    expect(
      screen.getByTestId('foyer-view-Networks').parentElement?.getAttribute('data-direction'),
    ).toBe('forward')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(client.stores.router.getState().history).toEqual(['Connect'])
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(
      screen.getByTestId('foyer-view-Connect').parentElement?.getAttribute('data-direction'),
    ).toBe('back')
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('back closes the modal when the history includes UnsupportedChain', async () => {
    const { client } = await createFixtureClient()
    await renderOpenModal(client, { view: 'UnsupportedChain' })
    act(() => pushView(client, 'Networks'))
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(client.stores.modal.getState().open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('close and Escape close the modal through core', async () => {
    const { client } = await createFixtureClient()
    const events: string[] = []
    client.events.subscribe((event) => events.push(event.event))
    await renderOpenModal(client)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(client.stores.modal.getState().open).toBe(false)
    expect(events).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])

    await act(() => openModal(client))
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(client.stores.modal.getState().open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('does not close while a required sign-in waits; it shakes instead', async () => {
    const { client } = await createFixtureClient({ signInRequired: true })
    await renderOpenModal(client, { view: 'SIWXSignMessage' })
    setSignInState(client, { required: true, hasSession: false })
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(client.stores.modal.getState().open).toBe(true)
    await waitFor(() => expect(screen.getByRole('dialog').hasAttribute('data-shake')).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(client.stores.modal.getState().open).toBe(true)
    // With no sign-in configured, the sign view says so honestly.
    await waitFor(() =>
      expect(screen.getByTestId('foyer-view-SIWXSignMessage').textContent).toBe(
        'Sign-in is not set up in this app.',
      ),
    )
    act(() => setSignInState(client, { hasSession: true }))
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('shows toasts and hides success toasts after a while', async () => {
    const { client } = await createFixtureClient()
    await renderOpenModal(client)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    act(() => showToast(client, 'success', 'Transaction started'))
    const toast = screen.getByTestId('foyer-toast')
    expect(toast.getAttribute('role')).toBe('status')
    expect(toast.textContent).toBe('Transaction started')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS)
    })
    expect(client.stores.toast.getState().open).toBe(false)
    expect(screen.getByTestId('foyer-toast').textContent).toBe('')
  })

  it('shows a toast over the page while the modal is closed', async () => {
    const { client } = await createFixtureClient()
    render(<FoyerModal client={client} />)
    act(() => showToast(client, 'error', 'Failed to fetch transactions'))
    expect(screen.getByTestId('foyer-toast').textContent).toBe('Failed to fetch transactions')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows alerts with their SPEC text and dismisses them', async () => {
    const { client } = await createFixtureClient()
    await renderOpenModal(client)
    act(() => {
      showAlert(client, 'NETWORK_NOT_FOUND')
    })
    const alert = screen.getByTestId('foyer-alert')
    expect(alert.textContent).toContain('Network Not Found')
    expect(alert.textContent).toContain('The network must be included in the networks array')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByTestId('foyer-alert')).toBeNull()
  })

  it("shows 'Project ID Not Configured' for a client without a project id", async () => {
    const { client } = await createFixtureClient({ projectId: '' })
    await renderOpenModal(client)
    expect(screen.getByTestId('foyer-alert').textContent).toContain('Project ID Not Configured')
  })

  it('takes texts from the messages override, and the direction', async () => {
    const { client } = await createFixtureClient()
    await renderOpenModal(
      client,
      {},
      {
        dir: 'rtl',
        messages: {
          titles: { Connect: 'اتصل بالمحفظة' },
          modal: { close: 'إغلاق' },
          alerts: {
            PROJECT_ID_NOT_CONFIGURED: { shortMessage: 'لا معرف', longMessage: 'أضف المعرف' },
          },
        },
      },
    )
    const dialog = screen.getByRole('dialog', { name: 'اتصل بالمحفظة' })
    expect(dialog.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeTruthy()
    act(() => {
      showAlert(client, 'PROJECT_ID_NOT_CONFIGURED')
    })
    // English stays for texts the override leaves out.
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy()
  })

  it('follows the client theme mode', async () => {
    const { client } = await createFixtureClient({ themeMode: 'dark' })
    await renderOpenModal(client)
    expect(
      screen.getByRole('dialog').closest('[data-foyer-theme]')?.getAttribute('data-foyer-theme'),
    ).toBe('dark')
  })
})

import { createMemoryStorage } from '@foyer/core'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../components/connect-button.js'
import { createFoyer } from '../create-foyer.js'
import { FoyerProvider } from '../provider.js'
import { FixtureAdapter, mainnet } from '../test-utils/fixtures.js'
import { mountEarlyConnectButton } from './early-connect-button.js'

function newFoyer() {
  return createFoyer({
    projectId: 'early',
    networks: [mainnet],
    adapters: [new FixtureAdapter()],
    storage: createMemoryStorage(),
    isMobile: () => false,
  })
}

/** A page like the bench's: a React root holding the slot the early button is drawn in. */
function pageWithSlot(): { root: HTMLElement; slot: HTMLElement } {
  const root = document.createElement('div')
  const slot = document.createElement('span')
  root.append(slot)
  document.body.append(root)
  return { root, slot }
}

function App({ foyer }: { foyer: ReturnType<typeof newFoyer> }) {
  return (
    <FoyerProvider foyer={foyer}>
      <ConnectButton id="connect" />
    </FoyerProvider>
  )
}

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

describe('mountEarlyConnectButton', () => {
  it("draws ConnectButton's markup, enabled, in Foyer's theme, adding the stylesheet once", () => {
    const { slot } = pageWithSlot()
    const first = mountEarlyConnectButton(slot, { id: 'connect', className: 'host' })
    mountEarlyConnectButton(slot, { themeMode: 'dark' })
    const button = document.getElementById('connect') as HTMLButtonElement
    expect(button).toBe(first.button)
    expect(button.disabled).toBe(false)
    expect(button.textContent).toBe('Connect Wallet')
    expect(button.className).toBe('foyer-button host')
    expect(button.dataset.variant).toBe('primary')
    expect(button.dataset.testid).toBe('foyer-connect-button')
    const root = button.parentElement as HTMLElement
    expect(root.classList.contains('foyer-root')).toBe(true)
    expect(root.dataset.foyerTheme).toBe('light')
    expect(root.style.getPropertyValue('--foyer-accent')).not.toBe('')
    expect(document.querySelectorAll('style[data-foyer-styles]')).toHaveLength(1)
    first.unmount()
    expect(document.getElementById('connect')).toBeNull()
  })

  it('a click before the client shows the modal frame at once; the provider replaces the button and opens the modal', async () => {
    const { root, slot } = pageWithSlot()
    const { button } = mountEarlyConnectButton(slot, { id: 'connect' })
    button.click()
    // The frame, in the click's own task: a labelled dialog, busy, with a close button, focused.
    const frame = screen.getByTestId('foyer-modal-loading')
    expect(frame.getAttribute('role')).toBe('dialog')
    expect(frame.getAttribute('aria-busy')).toBe('true')
    expect(frame.hasAttribute('data-foyer-early')).toBe(true)
    expect(document.getElementById(frame.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Loading',
    )
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
    expect(document.activeElement).toBe(frame)
    // The spinner's size is set through the CSSOM, not a markup `style` a strict CSP refuses.
    const spinner = frame.querySelector<HTMLElement>('.foyer-spinner')
    expect([spinner?.style.width, spinner?.style.height]).toEqual(['24px', '24px'])

    const foyer = newFoyer()
    expect(foyer.client.stores.modal.getState().open).toBe(false)
    act(() => {
      render(<App foyer={foyer} />, { container: root })
    })
    // React's first render replaced the early button with the real one, and the queued click
    // opened the modal: the early frame is gone, the client's own frame or modal is shown.
    const buttons = document.querySelectorAll('#connect')
    expect(buttons).toHaveLength(1)
    expect(buttons[0]?.hasAttribute('data-foyer-early')).toBe(false)
    expect(document.querySelector('[data-foyer-early]')).toBeNull()
    expect(foyer.client.stores.modal.getState().open).toBe(true)
    await waitFor(() => expect(screen.getByTestId('foyer-modal')).toBeTruthy(), {
      timeout: 20_000,
    })
  }, 30_000)

  it('closing the early frame (Escape or its close button) forgets the click', () => {
    const { root, slot } = pageWithSlot()
    const { button } = mountEarlyConnectButton(slot)
    button.click()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(screen.queryByTestId('foyer-modal-loading')).toBeNull()
    expect(document.activeElement).toBe(button)
    button.click()
    screen.getByRole('button', { name: 'Close' }).click()
    expect(screen.queryByTestId('foyer-modal-loading')).toBeNull()

    const foyer = newFoyer()
    act(() => {
      render(<App foyer={foyer} />, { container: root })
    })
    expect(foyer.client.stores.modal.getState().open).toBe(false)
  })

  it('once a provider has mounted, an early button outside its tree opens the modal directly', () => {
    const outside = document.createElement('span')
    document.body.append(outside)
    const { button } = mountEarlyConnectButton(outside)
    const foyer = newFoyer()
    const view = render(<App foyer={foyer} />)
    act(() => button.click())
    expect(document.querySelector('[data-foyer-early][role=dialog]')).toBeNull()
    expect(foyer.client.stores.modal.getState().open).toBe(true)
    // Unmounted, the provider no longer takes early clicks: they queue again.
    act(() => foyer.client.stores.modal.setState({ open: false }))
    view.unmount()
    button.click()
    expect(screen.getByTestId('foyer-modal-loading').hasAttribute('data-foyer-early')).toBe(true)
  })
})

import { pushView, resetView } from '@foyer/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFixtureClient } from '../test-utils/fixture-client.js'
import { createFixtureDirectory, sampleWallets } from '../test-utils/fixture-directory.js'
import { renderOpenModal } from '../test-utils/render-modal.js'

const heading = () => screen.getByRole('heading', { level: 2 })

describe('focus on view changes', () => {
  it("moves to All Wallets' search field, announces the title, and Back returns to the opener", async () => {
    const { client } = await createFixtureClient({
      directory: createFixtureDirectory(sampleWallets(12)),
    })
    await renderOpenModal(client)
    const opener = await screen.findByTestId('wallet-option-all-wallets')
    opener.focus()
    await act(async () => {
      fireEvent.click(opener)
    })
    const search = await screen.findByRole('searchbox', { name: 'Search wallets' })
    await waitFor(() => expect(document.activeElement).toBe(search))
    expect(screen.getByTestId('foyer-view-announcer').textContent).toBe('All Wallets')
    expect(screen.getByTestId('foyer-view-announcer').getAttribute('aria-live')).toBe('polite')

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    })
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByTestId('wallet-option-all-wallets')),
    )
    expect(screen.getByTestId('foyer-view-announcer').textContent).toBe('Connect Wallet')
  })

  it('moves to the heading of a view without an autofocus control', async () => {
    const { client } = await createFixtureClient()
    await renderOpenModal(client)
    const opener = screen.getByTestId('wallet-option-io.foyer.fixture')
    opener.focus()
    act(() => {
      pushView(client, 'Networks')
    })
    expect(document.activeElement).toBe(heading())
    expect(heading().textContent).toBe('Choose Network')
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    })
    expect(document.activeElement).toBe(screen.getByTestId('wallet-option-io.foyer.fixture'))
  })

  it('a replaced history (reset) focuses the new heading', async () => {
    const { client } = await createFixtureClient()
    await renderOpenModal(client)
    act(() => {
      resetView(client, 'Networks')
    })
    expect(document.activeElement).toBe(heading())
  })
})

describe('service alerts', () => {
  it("a directory answering 403 shows 'Invalid Project ID' once, however many requests fail", async () => {
    const { FoyerError } = await import('@foyer/common')
    const { client } = await createFixtureClient({
      directory: createFixtureDirectory(sampleWallets(3), {
        error: new FoyerError('HTTP_STATUS', { values: { status: 403 } }),
      }),
    })
    await renderOpenModal(client)
    await waitFor(() =>
      expect(screen.getByTestId('foyer-alert').textContent).toContain('Invalid Project ID'),
    )
    expect(client.stores.alert.getState().shownKeys).toEqual(['INVALID_PROJECT_ID'])
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    await act(async () => {
      pushView(client, 'AllWallets')
    })
    await screen.findByText('The wallets could not be loaded.')
    expect(screen.queryByTestId('foyer-alert')).toBeNull()
  })
})

import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createConnectedClient } from '../../test-utils/connected-client.js'
import { FixtureAdapter } from '../../test-utils/fixture-adapter.js'
import { renderOpenModal } from '../../test-utils/render-modal.js'

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

describe('Account view', () => {
  it('opens on Account when connected, with short address and balance (3 decimals, symbol)', async () => {
    const { client } = await createConnectedClient()
    await renderOpenModal(client)
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(screen.getByTestId('foyer-account-name').textContent).toBe('0x5290…9EE7')
    await waitFor(() =>
      expect(screen.getByTestId('foyer-account-balance').textContent).toBe('1.234 ETH'),
    )
    const explorer = screen.getByRole('link', { name: /View on Etherscan/ }) as HTMLAnchorElement
    expect(explorer.href).toBe(`https://etherscan.io/address/${ADDRESS}`)
    expect(screen.getByTestId('foyer-account-network').textContent).toContain('Ethereum')
  })

  it("writes the balance with the locale's separators (German)", async () => {
    const adapter = new FixtureAdapter({ balance: 1_234_567_890_000_000_000_000n })
    const { client } = await createConnectedClient({ adapter })
    await renderOpenModal(client, {}, { locale: 'de' })
    await waitFor(() =>
      expect(screen.getByTestId('foyer-account-balance').textContent).toBe('1.234,567 ETH'),
    )
  })

  it('shows the profile name instead of the address', async () => {
    const { client } = await createConnectedClient({ profileName: 'alice.eth' })
    await renderOpenModal(client)
    expect(screen.getByTestId('foyer-account-name').textContent).toBe('alice.eth')
  })

  it('lists the native balance as a token and says NFTs and activity honestly', async () => {
    const { client } = await createConnectedClient()
    await renderOpenModal(client)
    await waitFor(() =>
      expect(screen.getByTestId('foyer-token-ETH').textContent).toContain('1.234 ETH'),
    )
    expect(screen.getByTestId('foyer-token-ETH').textContent).toContain('Ether')
    fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }))
    expect(
      await screen.findByText('NFTs need a blockchain data service, and none is configured.'),
    ).toBeTruthy()
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Activity' }))
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(
      await screen.findByText('Activity needs a blockchain data service, and none is configured.'),
    ).toBeTruthy()
  })

  it('copies the address and confirms with a toast', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { client } = await createConnectedClient()
    await renderOpenModal(client)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    })
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    expect(screen.getByTestId('foyer-toast').textContent).toBe('Address copied')
    expect(client.stores.toast.getState()).toMatchObject({ open: true, variant: 'success' })
  })

  it('disconnects through core and closes', async () => {
    const adapter = new FixtureAdapter()
    const { client } = await createConnectedClient({ adapter })
    await renderOpenModal(client)
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-disconnect'))
    })
    expect(adapter.calls.map((call) => call.method)).toContain('disconnect')
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it("shows 'Failed to disconnect' when the wallet fails", async () => {
    const adapter = new FixtureAdapter()
    const { client } = await createConnectedClient({ adapter })
    adapter.failNext('disconnect', new Error('boom'))
    await renderOpenModal(client)
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-disconnect'))
    })
    expect(screen.getByTestId('foyer-toast').textContent).toBe('Failed to disconnect')
    expect(client.stores.modal.getState().open).toBe(true)
  })

  it('opens Networks from the network row', async () => {
    const { client } = await createConnectedClient()
    await renderOpenModal(client)
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-account-network'))
    })
    expect(client.stores.router.getState().history).toEqual(['Account', 'Networks'])
    expect(screen.getByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
  })
})

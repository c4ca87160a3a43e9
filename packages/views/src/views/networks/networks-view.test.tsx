import { isConnected } from '@foyer/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createConnectedClient } from '../../test-utils/connected-client.js'
import { FixtureAdapter } from '../../test-utils/fixture-adapter.js'
import { createFixtureClient } from '../../test-utils/fixture-client.js'
import { renderOpenModal } from '../../test-utils/render-modal.js'
import { SWITCH_ANSWER_TIMEOUT_MS } from './wallet-answer.js'

describe('Networks view', () => {
  it('lists the networks with the current one marked, and switches through the wallet', async () => {
    const adapter = new FixtureAdapter()
    const { client } = await createConnectedClient({ adapter })
    await renderOpenModal(client, { view: 'Networks' })
    expect(screen.getByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
    const current = screen.getByTestId('network-option-eip155:1')
    expect(current.getAttribute('aria-current')).toBe('true')
    expect(current.textContent).toContain('Active')
    expect(screen.getByTestId('network-option-eip155:11155111').textContent).toContain('Testnet')

    await act(async () => {
      fireEvent.click(screen.getByTestId('network-option-eip155:10'))
    })
    expect(adapter.calls.filter((c) => c.method === 'switchNetwork').map((c) => c.params)).toEqual([
      'eip155:10',
    ])
    expect(client.stores.network.getState().byNamespace.eip155?.caipNetwork?.caipNetworkId).toBe(
      'eip155:10',
    )
    // Opened on Networks alone: going back after the switch closes the modal.
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('goes back to Account after a switch from there', async () => {
    const { client } = await createConnectedClient()
    await renderOpenModal(client)
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-account-network'))
    })
    await act(async () => {
      fireEvent.click(screen.getByTestId('network-option-eip155:11155111'))
    })
    await waitFor(() => expect(client.stores.router.getState().view).toBe('Account'))
    expect(screen.getByTestId('foyer-account-network').textContent).toContain('Sepolia')
  })

  it("shows 'Chain is not supported' and a retry that switches", async () => {
    const adapter = new FixtureAdapter()
    const { client } = await createConnectedClient({ adapter })
    adapter.failNext('switchNetwork', Object.assign(new Error('nope'), { code: -32000 }))
    await renderOpenModal(client, { view: 'Networks' })
    await act(async () => {
      fireEvent.click(screen.getByTestId('network-option-eip155:10'))
    })
    expect(screen.getByTestId('foyer-switch-error').textContent).toBe('Chain is not supported')
    expect(screen.getByTestId('network-option-eip155:1').getAttribute('aria-current')).toBe('true')
    // The session is kept, and the list stays usable.
    expect(isConnected(client, 'eip155')).toBe(true)
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-switch-retry'))
    })
    expect(adapter.calls.filter((c) => c.method === 'switchNetwork')).toHaveLength(2)
    expect(client.stores.network.getState().byNamespace.eip155?.caipNetwork?.caipNetworkId).toBe(
      'eip155:10',
    )
    expect(screen.queryByTestId('foyer-switch-failure')).toBeNull()
  })

  it('a refused switch says so; a wallet that never answers stops the wait after a minute', async () => {
    const adapter = new FixtureAdapter()
    const { client } = await createConnectedClient({ adapter })
    adapter.failNext('switchNetwork', Object.assign(new Error('User rejected'), { code: 4001 }))
    await renderOpenModal(client, { view: 'Networks' })
    await act(async () => {
      fireEvent.click(screen.getByTestId('network-option-eip155:10'))
    })
    expect(screen.getByTestId('foyer-switch-error').textContent).toBe('User rejected the request.')

    // A wallet that never answers: after a minute the list says so and stops waiting.
    const release = adapter.hold('switchNetwork')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      await act(async () => {
        fireEvent.click(screen.getByTestId('foyer-switch-retry'))
      })
      await act(() => vi.advanceTimersByTimeAsync(SWITCH_ANSWER_TIMEOUT_MS - 1))
      expect(screen.queryByTestId('foyer-switch-failure')).toBeNull()
      await act(() => vi.advanceTimersByTimeAsync(1))
    } finally {
      vi.useRealTimers()
    }
    expect(screen.getByTestId('foyer-switch-error').textContent).toBe('Request was aborted')
    expect(isConnected(client, 'eip155')).toBe(true)
    release()
  })

  it('switches the app network without a wallet, and is disabled when switching is off', async () => {
    const { client } = await createFixtureClient()
    await renderOpenModal(client, { view: 'Networks' })
    await act(async () => {
      fireEvent.click(screen.getByTestId('network-option-eip155:10'))
    })
    expect(client.stores.network.getState().byNamespace.eip155?.caipNetwork?.caipNetworkId).toBe(
      'eip155:10',
    )

    const off = await createFixtureClient({ enableNetworkSwitch: false })
    await renderOpenModal(off.client, { view: 'Networks' })
    const options = screen.getAllByTestId(/^network-option-/)
    expect(options.at(-1)?.hasAttribute('disabled')).toBe(true)
    expect(screen.getAllByText('This app does not let you switch networks here.').length).toBe(1)
  })
})

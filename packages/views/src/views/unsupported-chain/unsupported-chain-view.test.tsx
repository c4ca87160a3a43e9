import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FoyerModal } from '../../modal/foyer-modal.js'
import { createConnectedClient } from '../../test-utils/connected-client.js'
import { FixtureAdapter } from '../../test-utils/fixture-adapter.js'

/** A wallet on chain 999, which the app does not configure. */
async function onUnsupportedChain() {
  const adapter = new FixtureAdapter({ walletNetwork: 'eip155:999' })
  const { client } = await createConnectedClient({ adapter })
  render(<FoyerModal client={client} />)
  await waitFor(() => expect(screen.getByTestId('foyer-view-UnsupportedChain')).toBeTruthy())
  return { client, adapter }
}

describe('UnsupportedChain view', () => {
  it('opens by itself when the wallet is on a network the app does not support', async () => {
    const { client } = await onUnsupportedChain()
    expect(screen.getByRole('dialog', { name: 'Switch Network' })).toBeTruthy()
    expect(screen.getByTestId('foyer-view-UnsupportedChain').textContent).toContain(
      'This app does not support your current network.',
    )
    expect(client.stores.network.getState().byNamespace.eip155?.unsupportedCaipNetworkId).toBe(
      'eip155:999',
    )
    // No configured network is marked current.
    expect(screen.queryAllByRole('button', { current: true })).toHaveLength(0)
  })

  it('switching away closes the modal', async () => {
    const { client, adapter } = await onUnsupportedChain()
    await act(async () => {
      fireEvent.click(screen.getByTestId('network-option-eip155:1'))
    })
    expect(adapter.walletNetwork).toBe('eip155:1')
    expect(client.stores.modal.getState().open).toBe(false)
    expect(client.stores.network.getState().byNamespace.eip155?.unsupportedCaipNetworkId).toBe(
      undefined,
    )
  })

  it('disconnecting closes the modal', async () => {
    const { client, adapter } = await onUnsupportedChain()
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-disconnect'))
    })
    expect(adapter.calls.map((c) => c.method)).toContain('disconnect')
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
    expect(client.stores.modal.getState().open).toBe(false)
  })
})

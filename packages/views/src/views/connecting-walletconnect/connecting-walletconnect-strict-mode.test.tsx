import { type FoyerClient, goBack, openModal, type View } from '@foyer/core'
import { act, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { FoyerModal } from '../../modal/foyer-modal.js'
import { createFixtureClient } from '../../test-utils/fixture-client.js'
import { fixtureUri, PairingAdapter } from '../../test-utils/pairing-adapter.js'

/**
 * React's StrictMode (what an app runs in development) mounts each view, unmounts it and
 * mounts it again at once. The WalletConnect views must keep their one pairing through that:
 * a second pairing would put a second QR code on show while the first stays approvable, and
 * the first one's approval connected the account but never closed the modal.
 */
async function renderStrict(client: FoyerClient, view: View) {
  render(
    <StrictMode>
      <FoyerModal client={client} />
    </StrictMode>,
  )
  await act(async () => {
    await openModal(client, { view })
  })
}

/**
 * Opens both views once outside StrictMode, so that their lazy chunks are resolved, as in an app
 * that showed them before (or a test run that shares modules): the view then mounts in the same
 * pass as the modal's portal, which is when a portal that changed its container mounted the view
 * twice and paired twice.
 */
async function loadViewChunks() {
  for (const view of ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'] as const) {
    const { client } = await createFixtureClient({ adapter: new PairingAdapter() })
    const { unmount } = render(<FoyerModal client={client} />)
    await act(async () => {
      await openModal(client, { view })
    })
    await screen.findByTestId('foyer-wc-qr')
    unmount()
  }
}

const account = (client: FoyerClient) => client.stores.account.getState().byNamespace.eip155

describe('the WalletConnect views under StrictMode', () => {
  beforeAll(loadViewChunks)

  for (const view of ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'] as const) {
    it(`${view} pairs once, and the approval closes the modal`, async () => {
      const adapter = new PairingAdapter()
      const { client } = await createFixtureClient({ adapter })
      await renderStrict(client, view)
      const qr = await screen.findByTestId('foyer-wc-qr')
      await waitFor(() => expect(qr.getAttribute('data-wc-uri')).toBe(fixtureUri(1)))
      expect(adapter.pairings).toHaveLength(1)
      expect(account(client)?.status).toBe('connecting')

      await act(async () => adapter.pairings[0]!.resolve())
      await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
      expect(account(client)?.status).toBe('connected')
      expect(adapter.pairings).toHaveLength(1)
    })
  }

  it('leaving the view still gives the pairing up', async () => {
    const adapter = new PairingAdapter()
    const { client } = await createFixtureClient({ adapter })
    await renderStrict(client, 'Connect')
    await act(async () => {
      screen.getByTestId('wallet-option-walletConnect').click()
    })
    await screen.findByTestId('foyer-view-ConnectingWalletConnect')
    await waitFor(() => expect(adapter.pairings).toHaveLength(1))
    expect(account(client)?.status).toBe('connecting')
    await act(async () => {
      goBack(client)
    })
    await screen.findByTestId('foyer-view-Connect')
    expect(account(client)?.status).toBe('disconnected')
    expect(adapter.pairings).toHaveLength(1)
  })
})

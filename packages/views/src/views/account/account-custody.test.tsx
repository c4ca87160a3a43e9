import { connect } from '@foyer/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFixtureClient } from '../../test-utils/fixture-client.js'
import {
  embeddedWalletAdapter,
  FixtureEmbeddedWallet,
} from '../../test-utils/fixture-embedded-wallet.js'
import { renderOpenModal } from '../../test-utils/render-modal.js'

const DAY = 86_400_000

async function embeddedAccount(custody: 'operator' | 'password') {
  const wallet = new FixtureEmbeddedWallet()
  wallet.walletDevices = {
    custody,
    devices: [
      { id: 'laptop', name: 'Chrome on Linux', createdAt: 0, lastUsedAt: DAY, current: true },
      { id: 'phone', name: 'Safari on iOS', createdAt: DAY, lastUsedAt: 2 * DAY, current: false },
    ],
  }
  const { client } = await createFixtureClient({
    adapter: embeddedWalletAdapter(wallet),
    services: { embeddedWallet: 'https://frame.example/' },
  })
  await connect(client, { namespace: 'eip155', connectorId: 'foyer-auth' })
  return { client, wallet }
}

describe('Account: custody label and devices (issue 30)', () => {
  it('operator mode says the wallet is custodial', async () => {
    const { client } = await embeddedAccount('operator')
    await renderOpenModal(client)
    const mode = await screen.findByTestId('foyer-account-custody-mode')
    expect(mode.textContent).toBe("Custodial wallet: the app's operator can recover it")
  })

  it('lists the devices (this one marked) and removes one', async () => {
    const { client, wallet } = await embeddedAccount('password')
    await renderOpenModal(client)
    expect((await screen.findByTestId('foyer-account-custody-mode')).textContent).toBe(
      'Self-custody: protected by your recovery password',
    )
    const names = () =>
      screen.getAllByTestId('foyer-account-device-name').map((node) => node.textContent)
    expect(names()).toEqual(['Chrome on Linux (This device)', 'Safari on iOS'])
    const phone = screen.getAllByTestId('foyer-account-device')[1] as HTMLElement
    expect(within(phone).getByText(/^Added .* · last used /)).toBeTruthy()
    await act(async () =>
      fireEvent.click(within(phone).getByRole('button', { name: 'Remove Safari on iOS' })),
    )
    await waitFor(() => expect(names()).toEqual(['Chrome on Linux (This device)']))
    expect(wallet.walletDevices?.devices.map((d) => d.id)).toEqual(['laptop'])
  })

  it('a refused removal shows the message and keeps the list', async () => {
    const { client, wallet } = await embeddedAccount('password')
    wallet.revokeDevice = async () => {
      throw new Error('Log in again to verify this device')
    }
    await renderOpenModal(client)
    const buttons = await screen.findAllByTestId('foyer-account-device-revoke')
    await act(async () => fireEvent.click(buttons[1] as HTMLElement))
    expect((await screen.findByRole('alert')).textContent).toBeTruthy()
    expect(screen.getAllByTestId('foyer-account-device')).toHaveLength(2)
  })
})

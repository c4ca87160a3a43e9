import { frameError } from '@foyer/common'
import { completeAuthLogin, destroyClient, getAccountState } from '@foyer/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createConnectedClient } from '../../test-utils/connected-client.js'
import { createFixtureClient } from '../../test-utils/fixture-client.js'
import {
  embeddedWalletAdapter,
  FIXTURE_OWNER_EOA,
  FIXTURE_SMART_ACCOUNT,
  FixtureEmbeddedWallet,
  smartAccountUser,
} from '../../test-utils/fixture-embedded-wallet.js'
import { renderOpenModal } from '../../test-utils/render-modal.js'

/** An email user of a frame with smart accounts, logged in (the smart account in use). */
async function smartAccountClient(
  smartAccountNetworks?: FixtureEmbeddedWallet['smartAccountNetworks'],
  user = smartAccountUser(),
) {
  const wallet = new FixtureEmbeddedWallet(user)
  if (smartAccountNetworks) wallet.smartAccountNetworks = smartAccountNetworks
  const { client } = await createFixtureClient({
    adapter: embeddedWalletAdapter(wallet),
    services: { embeddedWallet: 'https://frame.example/' },
  })
  await completeAuthLogin(client, 'email')
  // The frame's smart-account networks arrive just after the login.
  await waitFor(() => expect(wallet.calls).toContain('getSmartAccountEnabledNetworks'))
  await act(async () => {})
  return { client, wallet }
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement

describe('Account: the account type of the embedded wallet (smart account or EOA)', () => {
  it('shows a radio group with the smart account chosen, and switches to the EOA and back', async () => {
    const { client, wallet } = await smartAccountClient()
    await renderOpenModal(client)
    const group = screen.getByRole('group', { name: 'Account type' })
    expect(within(group).getAllByRole('radio')).toHaveLength(2)
    expect(radio('Smart account').checked).toBe(true)
    expect(radio('EOA').checked).toBe(false)
    expect(screen.getByTestId('foyer-account-name').textContent).toBe('0x4e59…956C')

    await act(async () => fireEvent.click(radio('EOA')))
    expect(wallet.calls).toContain('setPreferredAccount:eoa')
    await waitFor(() => expect(radio('EOA').checked).toBe(true))
    expect(screen.getByTestId('foyer-account-name').textContent).toBe('0x5290…9EE7')
    expect(getAccountState(client, 'eip155')?.address).toBe(FIXTURE_OWNER_EOA)

    await act(async () => fireEvent.click(radio('Smart account')))
    await waitFor(() => expect(radio('Smart account').checked).toBe(true))
    expect(getAccountState(client, 'eip155')?.address).toBe(FIXTURE_SMART_ACCOUNT)
  })

  it('names a smart account at the EOA’s own address (EIP-7702) “Smart account (7702)”', async () => {
    const upgraded = {
      ...smartAccountUser(),
      address: FIXTURE_OWNER_EOA,
      accounts: [
        { address: FIXTURE_OWNER_EOA, type: 'smartAccount' as const },
        { address: FIXTURE_OWNER_EOA, type: 'eoa' as const },
      ],
    }
    const { client, wallet } = await smartAccountClient(undefined, upgraded)
    await renderOpenModal(client)
    expect(radio('Smart account (7702)').checked).toBe(true)
    expect(screen.queryByRole('radio', { name: 'Smart account' })).toBeNull()
    await act(async () => fireEvent.click(radio('EOA')))
    expect(wallet.calls).toContain('setPreferredAccount:eoa')
    await waitFor(() => expect(radio('EOA').checked).toBe(true))
    expect(getAccountState(client, 'eip155')?.address).toBe(FIXTURE_OWNER_EOA)
  })

  it('shows the chosen type at once while the frame switches', async () => {
    const { client, wallet } = await smartAccountClient()
    let release!: () => void
    wallet.switchGate = new Promise<void>((resolve) => (release = resolve))
    await renderOpenModal(client)
    await act(async () => fireEvent.click(radio('EOA')))
    expect(screen.getByTestId('foyer-account-type').getAttribute('aria-busy')).toBe('true')
    expect(radio('EOA').checked).toBe(true)
    await act(async () => release())
    await waitFor(() =>
      expect(screen.getByTestId('foyer-account-type').getAttribute('aria-busy')).toBe('false'),
    )
    expect(getAccountState(client, 'eip155')?.address).toBe(FIXTURE_OWNER_EOA)
  })

  it("a refused switch: the frame's message, and the choice stays as it was", async () => {
    const { client, wallet } = await smartAccountClient()
    wallet.switchError = frameError({ message: 'Session Expired' })
    await renderOpenModal(client)
    await act(async () => fireEvent.click(radio('EOA')))
    expect((await screen.findByRole('alert')).textContent).toBe('Session Expired')
    expect(radio('Smart account').checked).toBe(true)
    expect(getAccountState(client, 'eip155')?.address).toBe(FIXTURE_SMART_ACCOUNT)
  })

  it('shows only on a network the frame names smart-account-enabled (none when it fails)', async () => {
    for (const answer of [['eip155:10'] as const, new Error('Requested RPC call is not allowed')]) {
      const { client } = await smartAccountClient(answer)
      await renderOpenModal(client)
      await screen.findByTestId('foyer-account-name')
      expect(screen.queryByRole('group', { name: 'Account type' })).toBeNull()
      cleanup()
      destroyClient(client)
    }
  })

  it('other wallets (one account type) show no account type control', async () => {
    const { client } = await createConnectedClient()
    await renderOpenModal(client)
    expect(screen.queryByRole('group', { name: 'Account type' })).toBeNull()
    expect(screen.queryByTestId('foyer-account-type')).toBeNull()
  })

  it('an embedded wallet on a network without smart accounts shows none either', async () => {
    const wallet = new FixtureEmbeddedWallet({
      ...smartAccountUser(),
      address: FIXTURE_OWNER_EOA,
      preferredAccountType: 'eoa',
      accounts: [{ address: FIXTURE_OWNER_EOA, type: 'eoa' }],
    })
    const { client } = await createFixtureClient({
      adapter: embeddedWalletAdapter(wallet),
      services: { embeddedWallet: 'https://frame.example/' },
    })
    await completeAuthLogin(client, 'email')
    await renderOpenModal(client)
    expect(screen.queryByTestId('foyer-account-type')).toBeNull()
  })
})

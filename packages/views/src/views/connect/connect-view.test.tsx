import { addRecentWallet } from '@foyer/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FixtureAdapter } from '../../test-utils/fixture-adapter.js'
import { createFixtureClient } from '../../test-utils/fixture-client.js'
import { createFixtureDirectory, sampleWallets } from '../../test-utils/fixture-directory.js'
import { renderOpenModal, testIds } from '../../test-utils/render-modal.js'

const connectors = [
  { id: 'io.metamask', type: 'ANNOUNCED' as const, name: 'MetaMask', rdns: 'io.metamask' },
  { id: 'injected', type: 'INJECTED' as const, name: 'Browser Wallet' },
]

/** The fixture client's networks, asked with every list request (SPEC §7 `chains`). */
const chains = ['eip155:1', 'eip155:11155111', 'eip155:10']

describe('Connect view', () => {
  it("asks the directory for the app's networks: an EVM-only app lists no Solana or Bitcoin wallet", async () => {
    const directory = createFixtureDirectory([
      { id: 'sol', name: 'Solana Only', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
      { id: 'btc', name: 'Bitcoin Only', chains: ['bip122:000000000019d6689c085ae165831e93'] },
      ...sampleWallets(3),
    ])
    const { client } = await createFixtureClient({
      directory,
      includeWalletIds: ['sol', 'btc', 'w1', 'w2'],
      walletBadgeType: 'certified',
    })
    await renderOpenModal(client)
    await waitFor(() => expect(testIds()).toContain('wallet-option-all-wallets'))
    expect(testIds().filter((id) => /wallet-option-(sol|btc|w)/.test(id))).toEqual([
      'wallet-option-w1',
      'wallet-option-w2',
    ])
    for (const request of directory.requests) {
      expect(request).toMatchObject({
        chains,
        include: ['sol', 'btc', 'w1', 'w2'],
        badge_type: 'certified',
      })
    }
  })

  it('orders recent, announced/injected, 4 recommended, then All wallets with the count', async () => {
    const directory = createFixtureDirectory(sampleWallets(123))
    const { client } = await createFixtureClient({
      adapter: new FixtureAdapter({ connectors }),
      directory,
    })
    addRecentWallet(client, { id: 'w50', name: 'Wallet 50' })
    await renderOpenModal(client)

    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.getByTestId('foyer-view-Connect')).toBeTruthy()
    await waitFor(() => expect(testIds()).toHaveLength(8))
    expect(testIds()).toEqual([
      'wallet-option-w50',
      'wallet-option-io.metamask',
      'wallet-option-injected',
      'wallet-option-w1',
      'wallet-option-w2',
      'wallet-option-w3',
      'wallet-option-w4',
      'wallet-option-all-wallets',
    ])
    // Recommended: one page of 4, leaving out the recent wallet.
    expect(directory.requests).toContainEqual({ page: 1, entries: 4, exclude: ['w50'], chains })
    const recent = screen.getByTestId('wallet-option-w50')
    expect(within(recent).getByText('Recent')).toBeTruthy()
    expect(
      within(screen.getByTestId('wallet-option-io.metamask')).getByText('Installed'),
    ).toBeTruthy()
    // The count is the whole directory's, the number All Wallets shows too (not the 122 left
    // after excluding the recent wallet).
    await waitFor(() =>
      expect(within(screen.getByTestId('wallet-option-all-wallets')).getByText('123')).toBeTruthy(),
    )
    expect(directory.requests).toContainEqual({ page: 1, entries: 40, chains })
  })

  it('adds All wallets only once the recommended wallets are in, so no row moves under the pointer', async () => {
    const { client } = await createFixtureClient({
      adapter: new FixtureAdapter({ connectors }),
      directory: createFixtureDirectory(sampleWallets(20), { delayMs: 150 }),
    })
    await renderOpenModal(client)
    expect(testIds()).toEqual(['wallet-option-io.metamask', 'wallet-option-injected'])
    await waitFor(() => expect(testIds()).toContain('wallet-option-all-wallets'))
    expect(testIds()).toEqual([
      'wallet-option-io.metamask',
      'wallet-option-injected',
      'wallet-option-w1',
      'wallet-option-w2',
      'wallet-option-w3',
      'wallet-option-w4',
      'wallet-option-all-wallets',
    ])
  })

  it('shows the count and opens AllWallets', async () => {
    const { client } = await createFixtureClient({
      directory: createFixtureDirectory(sampleWallets(12)),
    })
    await renderOpenModal(client)
    const allWallets = await screen.findByTestId('wallet-option-all-wallets')
    await waitFor(() => expect(within(allWallets).getByText('12')).toBeTruthy())
    await act(async () => {
      fireEvent.click(allWallets)
    })
    expect(client.stores.router.getState().history).toEqual(['Connect', 'AllWallets'])
    expect(await screen.findByRole('dialog', { name: 'All Wallets' })).toBeTruthy()
  })

  it('has no All wallets row without a directory or with the feature off', async () => {
    const { client } = await createFixtureClient()
    await renderOpenModal(client)
    expect(testIds()).toEqual(['wallet-option-io.foyer.fixture'])

    const off = await createFixtureClient({
      directory: createFixtureDirectory(sampleWallets(3)),
      features: { allWallets: false },
    })
    await renderOpenModal(off.client)
    await waitFor(() =>
      expect(document.querySelectorAll('[data-testid="wallet-option-w3"]')).toHaveLength(1),
    )
    expect(screen.queryAllByTestId('wallet-option-all-wallets')).toHaveLength(0)
  })

  it('hides email and social sections (no module yet) though the features are on', async () => {
    const { client } = await createFixtureClient()
    expect(client.options.features.email).toBe(true)
    await renderOpenModal(client)
    expect(
      [...document.querySelectorAll('[data-connect-method]')].map((s) =>
        s.getAttribute('data-connect-method'),
      ),
    ).toEqual(['wallet'])
  })

  it('renders the sections in the configured order when modules provide them', async () => {
    const sections = {
      email: () => <p>email form</p>,
      social: () => <p>social buttons</p>,
      wallet: () => <p>wallets</p>,
    }
    const order = (methods: ('email' | 'social' | 'wallet')[]) =>
      createFixtureClient({ features: { connectMethodsOrder: methods } })
    const sectionOrder = () =>
      [...document.querySelectorAll('[data-connect-method]')].map((s) =>
        s.getAttribute('data-connect-method'),
      )

    const first = await order(['wallet', 'social', 'email'])
    const view = await renderOpenModal(first.client, {}, { connectSections: sections })
    expect(sectionOrder()).toEqual(['wallet', 'social', 'email'])
    view.unmount()

    const second = await createFixtureClient()
    const again = await renderOpenModal(second.client, {}, { connectSections: sections })
    expect(sectionOrder()).toEqual(['email', 'social', 'wallet'])
    again.unmount()

    const noEmail = await createFixtureClient({ features: { email: false, socials: [] } })
    await renderOpenModal(noEmail.client, {}, { connectSections: sections })
    expect(sectionOrder()).toEqual(['wallet'])
  })

  it('says so when there is no wallet at all', async () => {
    const { client } = await createFixtureClient({
      adapter: new FixtureAdapter({ connectors: [] }),
    })
    await renderOpenModal(client)
    expect(screen.getByTestId('foyer-no-wallets').textContent).toContain('No wallets found')
  })
})

describe('Connect view with a failing directory', () => {
  it('keeps the installed wallets and says the recommended ones could not load', async () => {
    const { client } = await createFixtureClient({
      directory: createFixtureDirectory([], { error: new Error('offline') }),
    })
    await renderOpenModal(client)
    expect(await screen.findByTestId('foyer-recommended-failed')).toBeTruthy()
    expect(testIds()).toEqual(['wallet-option-io.foyer.fixture'])
  })
})

import { connect, getConnectedNamespaces } from '@foyer/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FixtureAdapter } from '../../test-utils/fixture-adapter.js'
import { createFixtureClient } from '../../test-utils/fixture-client.js'
import { mainnet, optimism, solanaLocal } from '../../test-utils/networks.js'
import { renderOpenModal, testIds } from '../../test-utils/render-modal.js'

const SOL_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

/** One wallet that serves EVM (announced with an rdns) and Solana (Wallet Standard, no rdns). */
async function twoNamespaceClient() {
  const evm = new FixtureAdapter()
  const solana = new FixtureAdapter({
    namespace: 'solana',
    address: SOL_ADDRESS,
    connectors: [
      { id: 'wallet-standard:Fixture Wallet', type: 'ANNOUNCED', name: 'Fixture Wallet' },
    ],
  })
  const { client } = await createFixtureClient({
    networks: [mainnet, optimism, solanaLocal],
    adapters: [evm, solana],
  })
  return { client, evm, solana }
}

describe('several namespaces in the views', () => {
  it('lists a wallet that serves both namespaces once, and connecting it connects both', async () => {
    const { client, evm, solana } = await twoNamespaceClient()
    await renderOpenModal(client)
    expect(testIds()).toEqual(['wallet-option-io.foyer.fixture'])
    await act(async () => {
      fireEvent.click(screen.getByTestId('wallet-option-io.foyer.fixture'))
    })
    await waitFor(() => expect(getConnectedNamespaces(client)).toEqual(['eip155', 'solana']))
    expect(evm.calls.filter((c) => c.method === 'connect')).toHaveLength(1)
    expect(solana.calls.filter((c) => c.method === 'connect')).toHaveLength(1)
    // The namespace that was active (EVM, the default network's) stays active.
    expect(client.stores.account.getState().activeNamespace).toBe('eip155')
  })

  it('groups the networks by namespace, and a switch of namespace switches the account shown', async () => {
    const { client } = await twoNamespaceClient()
    await connect(client, { namespace: 'solana', connectorId: 'wallet-standard:Fixture Wallet' })
    await connect(client, { namespace: 'eip155', connectorId: 'io.foyer.fixture' })
    await renderOpenModal(client)
    const name = () => screen.getByTestId('foyer-account-name').getAttribute('title')
    expect(name()).toBe('0x52908400098527886E0F7030069857D2E4169EE7')

    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-account-network'))
    })
    const solanaGroup = screen.getByRole('region', { name: 'Solana networks' })
    expect(within(solanaGroup).getAllByTestId(/^network-option-/)).toHaveLength(1)
    const evmGroup = screen.getByRole('region', { name: 'EVM networks' })
    expect(
      within(evmGroup)
        .getAllByTestId(/^network-option-/)
        .map((e) => e.dataset.testid),
    ).toEqual(['network-option-eip155:1', 'network-option-eip155:10'])

    await act(async () => {
      fireEvent.click(screen.getByTestId(`network-option-${solanaLocal.caipNetworkId}`))
    })
    await waitFor(() => expect(client.stores.router.getState().view).toBe('Account'))
    expect(name()).toBe(SOL_ADDRESS)
    expect(screen.getByTestId('foyer-account-network').textContent).toContain('Solana Local')
  })

  it('offers Connect after a switch into a namespace with no wallet connected yet', async () => {
    const { client } = await twoNamespaceClient()
    await connect(client, { namespace: 'eip155', connectorId: 'io.foyer.fixture' })
    await renderOpenModal(client, { view: 'Networks' })
    await act(async () => {
      fireEvent.click(screen.getByTestId(`network-option-${solanaLocal.caipNetworkId}`))
    })
    expect(client.stores.account.getState().activeNamespace).toBe('solana')
    expect(client.stores.router.getState().view).toBe('Connect')
  })

  it('keeps one flat list when the app serves a single namespace', async () => {
    const { client } = await createFixtureClient()
    await renderOpenModal(client, { view: 'Networks' })
    expect(screen.queryByRole('region')).toBeNull()
    expect(screen.getByRole('list', { name: 'Networks' })).toBeTruthy()
  })
})

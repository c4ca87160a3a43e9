import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createConnectedClient } from '../../test-utils/connected-client.js'
import {
  createFixtureBlockchainData,
  sampleTransaction,
} from '../../test-utils/fixture-blockchain-data.js'
import { renderOpenModal } from '../../test-utils/render-modal.js'

async function openActivity(blockchainData: ReturnType<typeof createFixtureBlockchainData>) {
  const result = await createConnectedClient({ blockchainData })
  await renderOpenModal(result.client)
  await act(async () => {
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
  })
  return result
}

const spam = {
  ...sampleTransaction('spam', 'in', '1'),
  transfers: [
    {
      direction: 'in' as const,
      quantity: { numeric: '1' },
      nft_info: { flags: { is_spam: true } },
    },
  ],
}

describe('Activity tab', () => {
  it('lists the active chain history page by page, without spam-only or other-chain entries', async () => {
    const data = createFixtureBlockchainData({
      pageSize: 3,
      transactions: [
        sampleTransaction('t1', 'in', '1.5'),
        spam,
        sampleTransaction('t2', 'out', '0.25'),
        sampleTransaction('t3', 'in', '2', 1, 'eip155:10'),
        sampleTransaction('t4', 'out', '3.14159'),
      ],
    })
    await openActivity(data)
    await waitFor(() => expect(screen.getAllByTestId('foyer-transaction')).toHaveLength(2))
    expect(data.transactionRequests[0]).toMatchObject({
      account: '0x52908400098527886E0F7030069857D2E4169EE7',
      caipNetworkId: 'eip155:1',
    })
    const rows = screen.getAllByTestId('foyer-transaction').map((row) => row.textContent)
    expect(rows[0]).toContain('Received')
    expect(rows[0]).toContain('1.500 ETH')
    expect(rows[1]).toContain('Sent')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    })
    await waitFor(() => expect(screen.getAllByTestId('foyer-transaction')).toHaveLength(3))
    expect(data.transactionRequests[1]?.cursor).toBe('3')
    expect(screen.getAllByTestId('foyer-transaction')[2]?.textContent).toContain('3.141 ETH')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it("shows 'Failed to fetch transactions' as a toast and marks the list empty", async () => {
    const data = createFixtureBlockchainData({ error: new Error('offline') })
    const { client } = await createConnectedClient({ blockchainData: data })
    const events: string[] = []
    client.events.subscribe((event) => events.push(event.event))
    await renderOpenModal(client)
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    })
    await waitFor(() =>
      expect(screen.getByTestId('foyer-toast').textContent).toBe('Failed to fetch transactions'),
    )
    expect(screen.getByText('No activity on this network yet.')).toBeTruthy()
    expect(events).toContain('ERROR_FETCH_TRANSACTIONS')
    // The token balances of the same service are unavailable too.
    fireEvent.click(screen.getByRole('tab', { name: 'Tokens' }))
    expect(await screen.findByText('Token Balance Unavailable')).toBeTruthy()
  })

  it('asks no history on a network the data service does not list among its supported chains', async () => {
    const data = createFixtureBlockchainData({
      supportedChains: ['eip155:10'],
      transactions: [sampleTransaction('t1', 'in', '1.5')],
    })
    await openActivity(data)
    expect((await screen.findByTestId('foyer-activity-unsupported')).textContent).toBe(
      'Activity is not available on this network.',
    )
    expect(data.transactionRequests).toEqual([])
    expect(screen.queryByText('Failed to fetch transactions')).toBeNull()
  })

  it('loads the history on a network the data service lists', async () => {
    const data = createFixtureBlockchainData({
      supportedChains: ['eip155:1'],
      transactions: [sampleTransaction('t1', 'in', '1.5')],
    })
    await openActivity(data)
    await waitFor(() => expect(screen.getAllByTestId('foyer-transaction')).toHaveLength(1))
    expect(screen.queryByTestId('foyer-activity-unsupported')).toBeNull()
  })

  it('shows a swap as one row with what left and what arrived in that transaction', async () => {
    const swap = (id: string, paid: [string, string], got: [string, string]) => ({
      ...sampleTransaction(id, 'out', paid[0]),
      metadata: { ...sampleTransaction(id, 'out', paid[0]).metadata, operationType: 'trade' },
      // The service lists the ether a router sends back before the tokens paid to it.
      transfers: [
        {
          direction: 'in' as const,
          quantity: { numeric: got[0] },
          fungible_info: { symbol: got[1] },
        },
        {
          direction: 'out' as const,
          quantity: { numeric: paid[0] },
          fungible_info: { symbol: paid[1] },
        },
      ],
    })
    const data = createFixtureBlockchainData({
      transactions: [
        swap('ethFoy', ['1', 'ETH'], ['2369.18012', 'FOY']),
        swap('foyEth', ['100', 'FOY'], ['0.0417', 'ETH']),
        sampleTransaction('t1', 'in', '1.5'),
      ],
    })
    await openActivity(data)
    await waitFor(() => expect(screen.getAllByTestId('foyer-transaction')).toHaveLength(3))
    const [ethFoy, foyEth, received] = screen.getAllByTestId('foyer-transaction')
    const amounts = (row: HTMLElement | undefined) =>
      [...(row?.querySelectorAll('[data-testid="foyer-transaction-amount"]') ?? [])].map(
        (amount) => [amount.getAttribute('data-direction'), amount.textContent],
      )
    expect(ethFoy?.getAttribute('data-direction')).toBe('swap')
    expect(ethFoy?.textContent).toContain('Swapped')
    expect(amounts(ethFoy)).toEqual([
      ['out', '−1.000 ETH'],
      ['in', '+2,369.180 FOY'],
    ])
    expect(foyEth?.textContent).toContain('Swapped')
    expect(amounts(foyEth)).toEqual([
      ['out', '−100.000 FOY'],
      ['in', '+0.041 ETH'],
    ])
    expect(ethFoy?.querySelector('[data-foyer-icon="Swap"]')).not.toBeNull()
    expect(received?.getAttribute('data-direction')).toBe('in')
    expect(received?.textContent).toContain('Received')
    expect(amounts(received)).toEqual([[null, '+1.500 ETH']])
  })

  it('every row names an amount and a token (a call that moved none: 0 of the network currency), with its full text as a title', async () => {
    const approval = {
      ...sampleTransaction('approve', 'out', '0'),
      metadata: { ...sampleTransaction('approve', 'out', '0').metadata, operationType: 'execute' },
      transfers: [],
    }
    const data = createFixtureBlockchainData({
      transactions: [approval, sampleTransaction('big', 'in', '123456789012.5')],
    })
    await openActivity(data)
    await waitFor(() => expect(screen.getAllByTestId('foyer-transaction')).toHaveLength(2))
    const [call, received] = screen.getAllByTestId('foyer-transaction')
    const amountOf = (row: HTMLElement | undefined) =>
      row?.querySelector('[data-testid="foyer-transaction-amount"]')
    expect(call?.textContent).toContain('Sent')
    expect(amountOf(call)?.textContent).toBe('0.000 ETH')
    // A long amount may wrap; the label and the amount keep their full text available.
    expect(amountOf(received)?.getAttribute('title')).toBe('+123,456,789,012.500 ETH')
    expect(received?.querySelector('.foyer-activity-label')?.getAttribute('title')).toBe('Received')
  })

  it('is not loaded while the history feature is off', async () => {
    const { client } = await createConnectedClient({ features: { history: false } })
    await renderOpenModal(client)
    expect(screen.queryByRole('tab', { name: 'Activity' })).toBeNull()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs'])
  })
})

import type { TokenBalance } from '@foyer/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createConnectedClient } from '../../test-utils/connected-client.js'
import {
  createFixtureBlockchainData,
  sampleNft,
  sampleTransaction,
} from '../../test-utils/fixture-blockchain-data.js'
import { renderOpenModal } from '../../test-utils/render-modal.js'

const ORIGIN = 'http://127.0.0.1:4300'

const balance = (
  symbol: string,
  numeric: string,
  value: number | undefined,
  decimals = '18',
): TokenBalance => ({
  name: `${symbol} token`,
  symbol,
  chainId: 'eip155:1',
  address: `eip155:1:0x${symbol.toLowerCase().padEnd(40, '0')}`,
  price: 1,
  ...(value === undefined ? {} : { value }),
  quantity: { decimals, numeric },
  iconUrl: `${ORIGIN}/public/getTokenImage/${symbol}`,
})

async function openTab(name: string, data: ReturnType<typeof createFixtureBlockchainData>) {
  const result = await createConnectedClient({ blockchainData: data })
  await renderOpenModal(result.client)
  if (name !== 'Tokens') {
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name }))
    })
  }
  return result
}

afterEach(() => vi.useRealTimers())

describe('Tokens tab with a data service', () => {
  it('sorts by value, shows 3-decimal amounts and 2-decimal money, drops 0-decimals tokens', async () => {
    const data = createFixtureBlockchainData({
      origin: ORIGIN,
      balances: [
        balance('FUSD', '979.75', 979.75, '6'),
        balance('FPT', '40', 400, '0'),
        balance('FOY', '250.123456', 1250.617),
        { ...balance('ETH', '1234.5678', 3703703.4), address: undefined },
        { ...balance('ODD', '1', undefined), iconUrl: 'https://evil.example/x.png' },
      ],
    })
    await openTab('Tokens', data)
    await waitFor(() => expect(screen.getAllByTestId(/^foyer-token-[A-Z]+$/)).toHaveLength(4))
    const rows = screen.getAllByTestId(/^foyer-token-[A-Z]+$/)
    expect(rows.map((row) => row.dataset.testid)).toEqual([
      'foyer-token-ETH',
      'foyer-token-FOY',
      'foyer-token-FUSD',
      'foyer-token-ODD',
    ])
    expect(rows[1]?.textContent).toContain('250.123 FOY')
    expect(rows[1]?.textContent).toContain('1,250.62 USD')
    expect(rows[0]?.textContent).toContain('3,703,703.40 USD')
    expect(screen.queryByTestId('foyer-token-FPT')).toBeNull()
    // Icons only from the service origin: the foreign one falls back to initials.
    expect(rows[1]?.querySelector('img')?.getAttribute('src')).toBe(
      `${ORIGIN}/public/getTokenImage/FOY`,
    )
    expect(rows[3]?.querySelector('img')).toBeNull()
  })

  it("falls back to the wallet directory's images: tokens by symbol, the network by its CAIP-2 id", async () => {
    const DIRECTORY = 'http://127.0.0.1:4100'
    const directory = {
      getWallets: async () => ({ data: [], count: 0 }),
      walletImageUrl: (id: string) => `${DIRECTORY}/getWalletImage/${id}`,
      assetImageUrl: (id: string) => `${DIRECTORY}/public/getAssetImage/${id}`,
      currencyImageUrl: (id: string) => `${DIRECTORY}/public/getCurrencyImage/${id}`,
      tokenImageUrl: (id: string) => `${DIRECTORY}/public/getTokenImage/${id}`,
    }
    const data = createFixtureBlockchainData({
      origin: ORIGIN,
      balances: [
        { ...balance('FOY', '1', 2), iconUrl: '' },
        { ...balance('ODD', '1', 1), iconUrl: 'https://evil.example/x.png' },
      ],
    })
    const { client } = await createConnectedClient({ blockchainData: data, directory })
    await renderOpenModal(client)
    await waitFor(() => expect(screen.getAllByTestId(/^foyer-token-[A-Z]+$/)).toHaveLength(3))
    const src = (testId: string) =>
      screen.getByTestId(testId).querySelector('img')?.getAttribute('src')
    expect(src('foyer-token-FOY')).toBe(`${DIRECTORY}/public/getTokenImage/FOY`)
    // The foreign icon is never loaded: the directory's image of the symbol replaces it.
    expect(src('foyer-token-ODD')).toBe(`${DIRECTORY}/public/getTokenImage/ODD`)
    expect(src('foyer-token-ETH')).toBe(`${DIRECTORY}/public/getTokenImage/ETH`)
    // The connected fixture account is on Ethereum, whose network carries no image of its own.
    expect(src('foyer-account-network')).toBe(`${DIRECTORY}/public/getAssetImage/eip155:1`)
  })

  it("says 'Token Balance Unavailable' when the service fails, and keeps the native balance", async () => {
    const data = createFixtureBlockchainData({ error: new Error('offline') })
    await openTab('Tokens', data)
    expect(await screen.findByText('Token Balance Unavailable')).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByTestId('foyer-token-ETH').textContent).toContain('1.234 ETH'),
    )
  })
})

describe('NFTs tab', () => {
  it('shows a grid with image, name and collection; spam hidden; foreign images not loaded', async () => {
    const data = createFixtureBlockchainData({
      origin: ORIGIN,
      nfts: [
        sampleNft('1', `${ORIGIN}/nft/1.svg`),
        sampleNft('2', 'data:image/svg+xml;base64,PHN2Zy8+'),
        sampleNft('3', 'https://tracker.example/pixel.png'),
        sampleNft('4', `${ORIGIN}/nft/4.svg`, { isSpam: true, name: 'Free airdrop' }),
      ],
    })
    await openTab('NFTs', data)
    const grid = await screen.findByRole('list', { name: 'NFTs of this account' })
    const cards = within(grid).getAllByTestId('foyer-nft')
    expect(cards).toHaveLength(3)
    expect(cards[0]?.textContent).toContain('Foyer Cat #1')
    expect(cards[0]?.textContent).toContain('Foyer Cats')
    expect(cards[0]?.querySelector('img')?.getAttribute('src')).toBe(`${ORIGIN}/nft/1.svg`)
    expect(cards[1]?.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(cards[2]?.querySelector('img[src^="https://tracker"]')).toBeNull()
    expect(screen.queryByText('Free airdrop')).toBeNull()
  })

  it('shows the empty state', async () => {
    await openTab('NFTs', createFixtureBlockchainData({ nfts: [] }))
    expect(await screen.findByText('No NFTs on this network yet.')).toBeTruthy()
  })
})

describe('Activity tab grouping', () => {
  it('groups transactions by month, newest first, with direction and status', async () => {
    const december = {
      ...sampleTransaction('d1', 'out', '0.5'),
      metadata: {
        minedAt: '2024-12-15T12:00:00Z',
        chain: 'eip155:1' as const,
        status: 'failed' as const,
      },
    }
    const data = createFixtureBlockchainData({
      transactions: [
        sampleTransaction('j2', 'in', '1', 20),
        sampleTransaction('j1', 'out', '2', 3),
        december,
      ],
    })
    await openTab('Activity', data)
    await waitFor(() => expect(screen.getAllByTestId('foyer-activity-month')).toHaveLength(2))
    const [january, dec] = screen.getAllByTestId('foyer-activity-month')
    expect(within(january!).getByRole('heading').textContent).toBe('January 2025')
    expect(within(january!).getAllByTestId('foyer-transaction')).toHaveLength(2)
    expect(within(dec!).getByRole('heading').textContent).toBe('December 2024')
    const failed = within(dec!).getByTestId('foyer-transaction')
    expect(failed.dataset.status).toBe('failed')
    expect(failed.textContent).toContain('Failed')
    expect(within(failed).getByLabelText('Failed')).toBeTruthy()
    expect(within(january!).getAllByTestId('foyer-transaction')[0]?.dataset.direction).toBe('in')
  })
})

describe('Activity tab paging on scroll', () => {
  it('loads the next page with the cursor when the end of the list scrolls into view', async () => {
    const observed: Array<() => void> = []
    class VisibleObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        observed.push(() =>
          this.callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        )
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', VisibleObserver)
    try {
      const data = createFixtureBlockchainData({
        pageSize: 2,
        transactions: [1, 2, 3].map((day) => sampleTransaction(`p${day}`, 'in', '1', day)),
      })
      await openTab('Activity', data)
      await waitFor(() => expect(screen.getAllByTestId('foyer-transaction')).toHaveLength(2))
      expect(data.transactionRequests).toHaveLength(1)
      // The sentinel after the list becomes visible: the next page is asked with the cursor.
      await act(async () => observed.at(-1)?.())
      await waitFor(() => expect(screen.getAllByTestId('foyer-transaction')).toHaveLength(3))
      expect(data.transactionRequests[1]?.cursor).toBe('2')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

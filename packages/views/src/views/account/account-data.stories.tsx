import { type TokenBalance, type Transaction, updateAccountState } from '@foyer/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  createFixtureBlockchainData,
  sampleNft,
  sampleTransaction,
} from '../../test-utils/fixture-blockchain-data.js'
import { renderStory, storyClient } from '../../test-utils/story-helpers.js'

const meta = {
  title: 'Views/Account/Account data',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** A square SVG image with a letter, as a `data:` URL (no request made). */
function letterImage(letter: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${color}"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

const token = (
  symbol: string,
  name: string,
  numeric: string,
  value: number,
  decimals = '18',
): TokenBalance => ({
  name,
  symbol,
  chainId: 'eip155:1',
  address: `eip155:1:0x${symbol.toLowerCase().padEnd(40, '0')}`,
  price: value / Number(numeric),
  value,
  quantity: { decimals, numeric },
  iconUrl: letterImage(symbol.charAt(0), '#3b5bdb'),
})

const balances: TokenBalance[] = [
  token('FUSD', 'Foyer Dollar', '979.75', 979.75, '6'),
  token('FOY', 'Foyer Token', '250', 312.5),
  token('FPT', 'Foyer Points (0 decimals, not shown)', '40', 40, '0'),
  { ...token('ETH', 'Ether', '1234.5678', 3_703_703.4), address: undefined },
]

const months: Transaction[] = [
  sampleTransaction('m1', 'in', '1.5', 20),
  {
    ...sampleTransaction('m2', 'out', '0.25', 3),
    metadata: { ...sampleTransaction('m2', 'out', '0.25', 3).metadata, status: 'pending' },
  },
  {
    ...sampleTransaction('m3', 'out', '2'),
    metadata: { minedAt: '2024-12-15T12:00:00Z', chain: 'eip155:1', status: 'failed' },
  },
  {
    ...sampleTransaction('m4', 'in', '1'),
    metadata: { minedAt: '2024-11-02T12:00:00Z', chain: 'eip155:1', status: 'confirmed' },
    transfers: [
      { direction: 'in', quantity: { numeric: '1' }, nft_info: { name: 'Foyer Cat #7' } },
    ],
  },
]

const nfts = [
  sampleNft('1', letterImage('1', '#e8590c')),
  sampleNft('2', letterImage('2', '#2f9e44')),
  sampleNft('3', null),
  sampleNft('4', letterImage('4', '#862e9c'), {
    name: 'A very long NFT name that does not fit the card',
  }),
]

/** Clicks the named Account tab once the modal shows it (stories have no play step). */
function selectTab(name: string) {
  return () => {
    const started = Date.now()
    const timer = setInterval(() => {
      const tab = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find(
        (element) => element.textContent === name,
      )
      if (tab || Date.now() - started > 5000) clearInterval(timer)
      tab?.click()
    }, 50)
  }
}

const data = createFixtureBlockchainData({ balances, transactions: months, nfts })

/** Tokens from the data service: sorted by value, amounts 3 decimals, dollars 2, icons. */
export const TokensByValue: Story = {
  loaders: [storyClient({ connected: true, options: { blockchainData: data } })],
}

/** The NFTs grid: image (or initials), name, collection. */
export const NftsGrid: Story = {
  loaders: [
    storyClient({
      connected: true,
      options: { blockchainData: data },
      afterOpen: selectTab('NFTs'),
    }),
  ],
}

/** No NFTs on this network. */
export const NftsEmpty: Story = {
  loaders: [
    storyClient({
      connected: true,
      options: { blockchainData: createFixtureBlockchainData({ nfts: [] }) },
      afterOpen: selectTab('NFTs'),
    }),
  ],
}

/** Activity grouped by month, with direction and status icons. */
export const ActivityByMonth: Story = {
  loaders: [
    storyClient({
      connected: true,
      options: { blockchainData: data },
      afterOpen: selectTab('Activity'),
    }),
  ],
}

/** The identity of the account: its name and avatar in the header. */
export const IdentityNameAndAvatar: Story = {
  loaders: [
    storyClient({
      connected: true,
      options: { blockchainData: data },
      prepare: (client) =>
        updateAccountState(client, 'eip155', {
          profileName: 'alice.foyer.id',
          profileImage: letterImage('A', '#c2255c'),
        }),
    }),
  ],
}

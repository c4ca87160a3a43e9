import type { TokenBalance } from '@foyer/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createFixtureBlockchainData } from '../../test-utils/fixture-blockchain-data.js'
import { createFixtureSwapData, FIXTURE_SWAP_TOKENS } from '../../test-utils/fixture-swap-data.js'
import { SendingFixtureAdapter } from '../../test-utils/sending-adapter.js'
import { renderStory, type StorySetup, storyClient } from '../../test-utils/story-helpers.js'

const meta = {
  title: 'Views/Swap',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const balances: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    price: 2000,
    quantity: { decimals: '18', numeric: '2' },
    iconUrl: '',
  },
  {
    name: 'Foyer Token',
    symbol: 'FOY',
    chainId: 'eip155:1',
    address: FIXTURE_SWAP_TOKENS[1]!.address,
    price: 1,
    quantity: { decimals: '18', numeric: '5000' },
    iconUrl: '',
  },
]

/** The Swap view of a connected fixture wallet, over the fixture pools (no network). */
function swapStory(setup: StorySetup & { amount?: string; fromToken?: string } = {}) {
  const { amount, fromToken, ...rest } = setup
  return storyClient({
    connected: true,
    createAdapter: (options) => new SendingFixtureAdapter(options),
    options: {
      blockchainData: {
        ...createFixtureBlockchainData({ balances }),
        ...createFixtureSwapData().data,
      },
    },
    open: {
      view: 'Swap',
      data: {
        swap: {
          ...(amount ? { amount } : {}),
          ...(fromToken ? { fromToken } : {}),
        },
      },
    },
    ...rest,
  })
}

/** Opened empty: ETH to FOY, slippage 1 %. */
export const Empty: Story = { loaders: [swapStory()] }

/** Opened with swap arguments (SPEC §2 rule 1): the quote, impact, route and fee show. */
export const Quoted: Story = { loaders: [swapStory({ amount: '0.5' })] }

export const QuotedDark: Story = { ...Quoted, globals: { theme: 'dark' } }

/** Selling FOY (needs an approval first). */
export const SellToken: Story = { loaders: [swapStory({ amount: '100', fromToken: 'FOY' })] }

/** More than the balance: the error under the amount, no quote asked. */
export const AboveBalance: Story = { loaders: [swapStory({ amount: '3' })] }

/** A restricted time zone (SPEC §6): the view is unavailable. */
export const RestrictedTimeZone: Story = {
  loaders: [
    swapStory({
      options: {
        restrictedTimeZones: [Intl.DateTimeFormat().resolvedOptions().timeZone],
        blockchainData: createFixtureBlockchainData({ balances }),
      },
    }),
  ],
}

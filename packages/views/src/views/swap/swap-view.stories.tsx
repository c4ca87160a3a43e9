import type { SimulationAnswer } from '@foyer/common/simulation'
import type { SwapDataExtras, TokenBalance } from '@foyer/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createFixtureBlockchainData } from '../../test-utils/fixture-blockchain-data.js'
import {
  createFixtureSwapData,
  FIXTURE_SWAP_TOKENS,
  fixtureCalldata,
} from '../../test-utils/fixture-swap-data.js'
import { SendingFixtureAdapter } from '../../test-utils/sending-adapter.js'
import { clickWhenEnabled } from '../../test-utils/story-clicks.js'
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
function swapStory(
  setup: StorySetup & {
    amount?: string
    fromToken?: string
    /** The data service's simulation of the reviewed transactions. */
    simulation?: SimulationAnswer
    /** The approval the data service prepares, instead of the fixture's. */
    approveTransaction?: SwapDataExtras['getSwapApproveTransaction']
  } = {},
) {
  const { amount, fromToken, simulation, approveTransaction, ...rest } = setup
  const swap = createFixtureSwapData().data
  if (approveTransaction) swap.getSwapApproveTransaction = approveTransaction
  return storyClient({
    connected: true,
    createAdapter: (options) => new SendingFixtureAdapter(options),
    options: {
      blockchainData: {
        ...createFixtureBlockchainData({ balances }),
        ...swap,
        ...(simulation ? { simulate: async () => simulation } : {}),
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

/** "You pay" pressed: the token picker, the account's tokens first with balance and value. */
export const PickingToken: Story = {
  loaders: [swapStory({ afterOpen: () => void clickWhenEnabled('foyer-swap-from') })],
}

/** Selling FOY (needs an approval first). */
export const SellToken: Story = { loaders: [swapStory({ amount: '100', fromToken: 'FOY' })] }

const FOY = FIXTURE_SWAP_TOKENS[1]!.address.split(':')[2]!
const ROUTER = '0x5555555555555555555555555555555555555555'
const openReview = () => void clickWhenEnabled('foyer-swap-submit')

/** The review of 0.5 ETH → FOY: paid, received, the least accepted, the fee, the simulation. */
export const Review: Story = {
  // Opened by a click once the quote arrives: its screenshot differed between runs.
  tags: ['no-visual'],
  loaders: [
    swapStory({
      amount: '0.5',
      simulation: {
        status: 'ok',
        changes: [
          { asset: { kind: 'native' }, amount: '-500000000000000000' },
          { asset: { kind: 'erc20', token: FOY }, amount: '990000000000000000000' },
        ],
        approvals: [],
      },
      afterOpen: openReview,
    }),
  ],
}

export const ReviewDark: Story = { ...Review, globals: { theme: 'dark' } }

/** Selling FOY: the approval the swap grants first, read from its calldata and simulated. */
export const ReviewWithApproval: Story = {
  loaders: [
    swapStory({
      amount: '100',
      fromToken: 'FOY',
      simulation: {
        status: 'ok',
        changes: [
          { asset: { kind: 'erc20', token: FOY }, amount: '-100000000000000000000' },
          { asset: { kind: 'native' }, amount: '49000000000000000' },
        ],
        approvals: [
          { kind: 'erc20', token: FOY, spender: ROUTER, amount: '100000000000000000000' },
        ],
      },
      afterOpen: openReview,
    }),
  ],
}

/** The simulation says the swap would fail (the price moved): an alert above Confirm. */
export const ReviewReverted: Story = {
  loaders: [
    swapStory({
      amount: '0.5',
      simulation: {
        status: 'reverted',
        reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
      },
      afterOpen: openReview,
    }),
  ],
}

/** The data service prepared an approval for another spender: refused, Confirm disabled. */
export const ReviewRefused: Story = {
  loaders: [
    swapStory({
      amount: '100',
      fromToken: 'FOY',
      approveTransaction: async () => ({
        to: FOY,
        data: fixtureCalldata.approve(`0x${'99'.repeat(20)}`, 2n ** 256n - 1n),
        value: '0',
      }),
      afterOpen: openReview,
    }),
  ],
}

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

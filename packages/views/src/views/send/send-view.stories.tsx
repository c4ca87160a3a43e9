import type { FoyerClient, TokenBalance } from '@foyer/core'
import {
  loadSendFee,
  loadSendTokens,
  sendToken,
  setSendAmount,
  setSendReceiver,
} from '@foyer/core/send'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createFixtureBlockchainData } from '../../test-utils/fixture-blockchain-data.js'
import { SendingFixtureAdapter } from '../../test-utils/sending-adapter.js'
import { clickWhenEnabled, waitForTestId } from '../../test-utils/story-clicks.js'
import { renderStory, type StorySetup, storyClient } from '../../test-utils/story-helpers.js'

const meta = {
  title: 'Views/Send',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const balances: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 2469.13,
    price: 2000,
    quantity: { decimals: '18', numeric: '1.2345678' },
    iconUrl: '',
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1',
    address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    value: 250.5,
    price: 1,
    quantity: { decimals: '6', numeric: '250.5' },
    iconUrl: '',
  },
]

/** The send view of a connected fixture wallet that can send. */
function sendStory(setup: StorySetup = {}) {
  return storyClient({
    connected: true,
    createAdapter: (options) => new SendingFixtureAdapter(options),
    open: { view: 'WalletSend' },
    ...setup,
  })
}

/** Fills the form, then sends it once the gas price is known (as pressing Send would). */
async function fillAndSend(client: FoyerClient) {
  setSendAmount(client, '0.25')
  setSendReceiver(client, { address: BOB })
  await loadSendTokens(client)
  await loadSendFee(client)
  await sendToken(client).catch(() => {})
}

/** No data service: the native currency with the wallet's balance; no dollar amounts. */
export const NativeOnly: Story = { loaders: [sendStory()] }

export const NativeOnlyDark: Story = { ...NativeOnly, globals: { theme: 'dark' } }

/** With the data service: its tokens, the fee and the network balance in dollars. */
export const WithTokens: Story = {
  loaders: [
    sendStory({
      options: { blockchainData: createFixtureBlockchainData({ balances }) },
    }),
  ],
}

/**
 * The data service's tokens, the fee not known yet (the wallet has not told the gas price):
 * each detail row keeps the height of its value (late-values.test.ts measures that Send stays).
 */
export const FeeArriving: Story = {
  loaders: [
    sendStory({
      options: { blockchainData: createFixtureBlockchainData({ balances }) },
      prepare: (_client, adapter) => {
        adapter.hold('getGasPrice')
      },
    }),
  ],
}

/** Filled in and ready to send. */
export const Filled: Story = {
  loaders: [
    sendStory({
      prepare: (client) => {
        setSendAmount(client, '0.25')
        setSendReceiver(client, { address: BOB })
      },
    }),
  ],
}

/** A wrong amount and address: errors under the fields; Send does not reach the wallet. */
export const InlineErrors: Story = {
  loaders: [
    sendStory({
      prepare: (client) => {
        setSendAmount(client, '12.5')
        setSendReceiver(client, { address: '0x1234' })
      },
    }),
  ],
}

/** A receiver typed as a name the data service resolved, with its address. */
export const ResolvedName: Story = {
  loaders: [
    sendStory({
      prepare: (client) => setSendReceiver(client, { address: BOB, profileName: 'bob.foyer.id' }),
    }),
  ],
}

/** No native balance: insufficient gas blocks Send with its message. */
export const InsufficientGas: Story = {
  loaders: [sendStory({ adapter: { balance: 0n } })],
}

/** Waiting for the wallet: the form is locked and Send shows a spinner. */
export const WaitingForWallet: Story = {
  loaders: [
    sendStory({
      prepare: (_client, adapter) => {
        adapter.hold('sendTransaction')
      },
      afterOpen: (client) => void fillAndSend(client),
    }),
  ],
}

/** The wallet rejected: the error toast, and everything typed is still there. */
export const Rejected: Story = {
  loaders: [
    sendStory({
      prepare: (_client, adapter) => {
        adapter.failNext(
          'sendTransaction',
          Object.assign(new Error('User rejected the request.'), { code: 4001 }),
        )
      },
      afterOpen: (client) => void fillAndSend(client),
    }),
  ],
}

/** Sent: 'Transaction started', the form reset and Account shown. */
export const Sent: Story = {
  loaders: [sendStory({ afterOpen: (client) => void fillAndSend(client) })],
}

/** The form filled in (0.25 ETH to Bob), with the data service's simulation of the send. */
function reviewStory(afterOpen: () => Promise<void>) {
  return sendStory({
    options: {
      blockchainData: {
        ...createFixtureBlockchainData({ balances }),
        simulate: async () => ({
          status: 'ok',
          changes: [{ asset: { kind: 'native' }, amount: '-250000000000000000' }],
          approvals: [],
        }),
      },
    },
    prepare: (client) => {
      setSendAmount(client, '0.25')
      setSendReceiver(client, { address: BOB })
    },
    afterOpen: () => void afterOpen(),
  })
}

/** Opens the review once the fee is estimated (the review copies it when it opens). */
async function openReviewWithFee() {
  await waitForTestId('foyer-send-fee')
  await clickWhenEnabled('foyer-send-submit')
}

/** The review: what leaves, to whom, the network, the fee and the simulated change. */
export const Review: Story = {
  loaders: [reviewStory(openReviewWithFee)],
}

export const ReviewDark: Story = { ...Review, globals: { theme: 'dark' } }

/** Confirmed and sent: the result with the transaction's link on the network's explorer. */
export const Result: Story = {
  loaders: [
    reviewStory(async () => {
      await openReviewWithFee()
      await clickWhenEnabled('foyer-review-confirm')
    }),
  ],
}

/** The send feature off: the view is unavailable (its code is not loaded). */
export const FeatureOff: Story = {
  loaders: [sendStory({ options: { features: { send: false } } })],
}

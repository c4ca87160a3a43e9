import { completeAuthLogin, switchAccountType, updateAccountState } from '@foyer/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  createFixtureBlockchainData,
  sampleTransaction,
} from '../../test-utils/fixture-blockchain-data.js'
import {
  embeddedWalletAdapter,
  FixtureEmbeddedWallet,
  smartAccountUser,
} from '../../test-utils/fixture-embedded-wallet.js'
import {
  ARABIC_MESSAGES,
  ARABIC_NAME,
  LONG_NAME,
  renderStory,
  storyClient,
} from '../../test-utils/story-helpers.js'

const meta = {
  title: 'Views/Account',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const history = createFixtureBlockchainData({
  transactions: [
    sampleTransaction('a1', 'in', '1.5', 3),
    sampleTransaction('a2', 'out', '0.25', 2),
    sampleTransaction('a3', 'in', '12.125', 1),
  ],
  balances: [
    {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:1',
      address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      price: 1,
      quantity: { decimals: '6', numeric: '250.5' },
      iconUrl: '',
    },
  ],
})

/** Connected: short address, balance (3 decimals) with its symbol, tokens, activity. */
export const Connected: Story = {
  loaders: [storyClient({ connected: true, options: { blockchainData: history } })],
}

export const ConnectedDark: Story = { ...Connected, globals: { theme: 'dark' } }

/** No blockchain-data service: the native balance only, and honest empty tabs. */
export const WithoutDataService: Story = {
  loaders: [storyClient({ connected: true })],
}

export const ProfileName: Story = {
  loaders: [
    storyClient({
      connected: true,
      prepare: (client) => updateAccountState(client, 'eip155', { profileName: 'alice.eth' }),
    }),
  ],
}

export const LongProfileName: Story = {
  loaders: [
    storyClient({
      connected: true,
      prepare: (client) => updateAccountState(client, 'eip155', { profileName: LONG_NAME }),
    }),
  ],
}

/** The balance is still being read. */
export const BalanceLoading: Story = {
  loaders: [
    storyClient({
      connected: true,
      prepare: (client, adapter) => {
        adapter.hold('getBalance')
        client.storage.clearCache('balance')
        updateAccountState(client, 'eip155', { balance: undefined, balanceSymbol: undefined })
      },
    }),
  ],
}

/** The data service fails: 'Token Balance Unavailable', and the activity toast. */
export const DataServiceError: Story = {
  loaders: [
    storyClient({
      connected: true,
      options: { blockchainData: createFixtureBlockchainData({ error: new Error('offline') }) },
    }),
  ],
}

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  loaders: [
    storyClient({
      connected: true,
      messages: ARABIC_MESSAGES,
      options: { blockchainData: history },
      prepare: (client) => updateAccountState(client, 'eip155', { profileName: ARABIC_NAME }),
    }),
  ],
}

/** An email user of a frame with smart accounts, logged in, with `type` in use. */
function smartAccountStory(type: 'smartAccount' | 'eoa') {
  return () => {
    const wallet = new FixtureEmbeddedWallet(smartAccountUser())
    return storyClient({
      createAdapter: () => embeddedWalletAdapter(wallet),
      options: { services: { embeddedWallet: 'https://frame.example/' }, blockchainData: history },
      prepare: async (client) => {
        await completeAuthLogin(client, 'email')
        if (type === 'eoa') await switchAccountType(client, 'eoa')
      },
    })()
  }
}

/** The embedded wallet with both accounts: the smart account (the default) in use. */
export const SmartAccountInUse: Story = { loaders: [smartAccountStory('smartAccount')] }

/** The same user after switching to the EOA: its address, the EOA chosen. */
export const EoaInUse: Story = { loaders: [smartAccountStory('eoa')] }

export const EoaInUseRightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  loaders: [smartAccountStory('eoa')],
}

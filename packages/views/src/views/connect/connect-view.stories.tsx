import { addRecentWallet, type FoyerClient, setLegalAccepted } from '@foyer/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createFixtureDirectory, sampleWallets } from '../../test-utils/fixture-directory.js'
import {
  ARABIC_MESSAGES,
  ARABIC_NAME,
  LONG_NAME,
  renderStory,
  storyClient,
} from '../../test-utils/story-helpers.js'

const installed = [
  { id: 'io.metamask', type: 'ANNOUNCED' as const, name: 'MetaMask', rdns: 'io.metamask' },
  { id: 'injected', type: 'INJECTED' as const, name: 'Browser Wallet' },
]

const meta = {
  title: 'Views/Connect',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Recent wallet first, then installed wallets, four recommended, then All wallets with the count. */
export const Default: Story = {
  loaders: [
    storyClient({
      adapter: { connectors: installed },
      options: { directory: createFixtureDirectory(sampleWallets(340)) },
      prepare: (client) => addRecentWallet(client, { id: 'w40', name: 'Wallet 40' }),
    }),
  ],
}

export const Dark: Story = { ...Default, globals: { theme: 'dark' } }

/** The directory has not answered yet. */
export const Loading: Story = {
  loaders: [
    storyClient({
      adapter: { connectors: [] },
      options: { directory: createFixtureDirectory(sampleWallets(10), { delayMs: 600_000 }) },
    }),
  ],
}

/** No wallet installed and no directory configured. */
export const Empty: Story = {
  loaders: [storyClient({ adapter: { connectors: [] } })],
}

/** The directory failed: installed wallets stay, recommended ones are missing. */
export const DirectoryError: Story = {
  loaders: [
    storyClient({
      adapter: { connectors: installed },
      options: { directory: createFixtureDirectory([], { error: new Error('offline') }) },
    }),
  ],
}

export const LongNames: Story = {
  loaders: [
    storyClient({
      adapter: { connectors: [{ id: 'long', type: 'ANNOUNCED', name: LONG_NAME, rdns: 'long' }] },
      options: { directory: createFixtureDirectory(sampleWallets(6, LONG_NAME)) },
    }),
  ],
}

/** Right to left, with Arabic wallet names and titles. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  loaders: [
    storyClient({
      adapter: { connectors: [{ id: 'ar', type: 'ANNOUNCED', name: ARABIC_NAME, rdns: 'ar' }] },
      options: { directory: createFixtureDirectory(sampleWallets(8, 'محفظة')) },
      messages: ARABIC_MESSAGES,
    }),
  ],
}

/** A client with the legal checkbox on, linking both pages; `accepted` ticks it. */
const legalClient = (accepted: boolean) =>
  storyClient({
    adapter: { connectors: installed },
    options: {
      directory: createFixtureDirectory(sampleWallets(40)),
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://app.example/terms',
      privacyPolicyUrl: 'https://app.example/privacy',
    },
    ...(accepted ? { prepare: (client: FoyerClient) => setLegalAccepted(client, true) } : {}),
  })

/** The legal checkbox (`features.legalCheckbox`): every connect method waits for the tick. */
export const LegalCheckbox: Story = { loaders: [legalClient(false)] }

/** The legal checkbox once ticked. */
export const LegalCheckboxAccepted: Story = { loaders: [legalClient(true)] }

/** The legal checkbox in Arabic, right to left. */
export const LegalCheckboxRightToLeft: Story = {
  ...LegalCheckbox,
  globals: { direction: 'rtl', locale: 'ar' },
}

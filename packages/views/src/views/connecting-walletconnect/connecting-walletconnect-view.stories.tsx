import type { Connector, FoyerClient } from '@foyer/core'
import { pushView, setWalletConnectUri, type WalletListEntry } from '@foyer/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { FixtureAdapter, FixtureAdapterOptions } from '../../test-utils/fixture-adapter.js'
import { createFixtureDirectory, sampleWallets } from '../../test-utils/fixture-directory.js'
import { FIXTURE_WALLET_CONNECT, fixtureUri } from '../../test-utils/pairing-adapter.js'
import {
  ARABIC_MESSAGES,
  ARABIC_NAME,
  LONG_NAME,
  renderStory,
  storyClient,
} from '../../test-utils/story-helpers.js'

const meta = {
  title: 'Views/ConnectingWalletConnect',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
  // "Try again" turns on CONNECT_RETRY_DELAY_MS after a failed attempt: the visual suite
  // waits for it (apps/storybook/src/visual/stories.ts).
  tags: ['visual-settle'],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const withWalletConnect: FixtureAdapterOptions = { connectors: [FIXTURE_WALLET_CONNECT] }
const rejection = () => Object.assign(new Error('User rejected.'), { code: 5000 })
const linkedWallet = (name = 'Wallet 1'): WalletListEntry => ({
  ...sampleWallets(1)[0]!,
  name,
  mobile_link: 'samplewallet://',
  desktop_link: 'samplewallet-desktop://',
  webapp_link: 'https://web.sample.example',
})

/** Opens the view through the WalletConnect connector (and a wallet), with a uri on show. */
function pair(wallet?: WalletListEntry) {
  return (client: FoyerClient, adapter: FixtureAdapter) => {
    const connector = adapter.getConnectors()[0] as Connector
    pushView(client, 'ConnectingWalletConnect', { connector, ...(wallet ? { wallet } : {}) })
    setWalletConnectUri(client, fixtureUri(1))
  }
}

/** The QR code of a pairing, waiting for a wallet to scan it. */
export const Pairing: Story = {
  loaders: [
    storyClient({
      adapter: withWalletConnect,
      prepare: (_client, adapter) => void adapter.hold('connect'),
      afterOpen: pair(),
    }),
  ],
}

export const PairingDark: Story = { ...Pairing, globals: { theme: 'dark' } }

/** A directory wallet picked in AllWallets: its logo in the code, its desktop and web links. */
export const DirectoryWallet: Story = {
  loaders: [
    storyClient({
      adapter: withWalletConnect,
      options: { directory: createFixtureDirectory([linkedWallet()]) },
      prepare: (_client, adapter) => void adapter.hold('connect'),
      afterOpen: pair(linkedWallet()),
    }),
  ],
}

/** On a phone the wallet's deep link comes first. */
export const MobileDeepLink: Story = {
  loaders: [
    storyClient({
      adapter: withWalletConnect,
      options: { directory: createFixtureDirectory([linkedWallet()]), isMobile: () => true },
      prepare: (_client, adapter) => void adapter.hold('connect'),
      afterOpen: pair(linkedWallet()),
    }),
  ],
}

/** The wallet declined the session: the SPEC message, retry after 1 s. */
export const Declined: Story = {
  loaders: [
    storyClient({
      adapter: withWalletConnect,
      prepare: (_client, adapter) => adapter.failNext('connect', rejection()),
      afterOpen: pair(),
    }),
  ],
}

export const LongName: Story = {
  loaders: [
    storyClient({
      adapter: withWalletConnect,
      prepare: (_client, adapter) => void adapter.hold('connect'),
      afterOpen: pair(linkedWallet(LONG_NAME)),
    }),
  ],
}

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  loaders: [
    storyClient({
      adapter: withWalletConnect,
      messages: ARABIC_MESSAGES,
      prepare: (_client, adapter) => void adapter.hold('connect'),
      afterOpen: pair(linkedWallet(ARABIC_NAME)),
    }),
  ],
}

/** No adapter offers wallets (SPEC §2 rule 4, desktop): the directory's wallets, no QR code. */
export const BasicWithoutAdapters: Story = {
  loaders: [
    storyClient({
      options: { adapters: [], directory: createFixtureDirectory(sampleWallets(12)) },
    }),
  ],
}

/** The basic view with a WalletConnect connector: the QR code at once, wallets below. */
export const BasicWithQrCode: Story = {
  loaders: [
    storyClient({
      adapter: withWalletConnect,
      options: { directory: createFixtureDirectory(sampleWallets(12)) },
      prepare: (_client, adapter) => void adapter.hold('connect'),
      open: { view: 'ConnectingWalletConnectBasic' },
      afterOpen: (client) => setWalletConnectUri(client, fixtureUri(1)),
    }),
  ],
}

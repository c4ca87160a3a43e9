import { type FoyerClient, pushView } from '@foyer/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { FixtureAdapter } from '../../test-utils/fixture-adapter.js'
import { createFixtureDirectory, sampleWallets } from '../../test-utils/fixture-directory.js'
import {
  ARABIC_MESSAGES,
  ARABIC_NAME,
  LONG_NAME,
  renderStory,
  storyClient,
} from '../../test-utils/story-helpers.js'

const meta = {
  title: 'Views/ConnectingExternal',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
  // "Try again" turns on CONNECT_RETRY_DELAY_MS after a failed attempt: the visual suite
  // waits for it (apps/storybook/src/visual/stories.ts).
  tags: ['visual-settle'],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const rejection = () => Object.assign(new Error('User denied'), { code: 4001 })

/** Picks the fixture wallet on Connect, as a click would. */
function pickConnector(client: FoyerClient, adapter: FixtureAdapter) {
  pushView(client, 'ConnectingExternal', { connector: adapter.getConnectors()[0]! })
}

/** Waiting for the wallet to answer. */
export const Waiting: Story = {
  loaders: [
    storyClient({
      prepare: (_client, adapter) => void adapter.hold('connect'),
      afterOpen: pickConnector,
    }),
  ],
}

export const WaitingDark: Story = { ...Waiting, globals: { theme: 'dark' } }

/** The user rejected the request in the wallet (4001): the SPEC message, retry after 1 s. */
export const Rejected: Story = {
  loaders: [
    storyClient({
      prepare: (_client, adapter) => adapter.failNext('connect', rejection()),
      afterOpen: pickConnector,
    }),
  ],
}

/** A directory wallet that is not installed: a link to get it. */
export const NotInstalled: Story = {
  loaders: [
    storyClient({
      options: { directory: createFixtureDirectory(sampleWallets(4)) },
      afterOpen: (client) =>
        pushView(client, 'ConnectingExternal', { wallet: sampleWallets(1)[0]! }),
    }),
  ],
}

export const LongName: Story = {
  loaders: [
    storyClient({
      adapter: { connectors: [{ id: 'long', type: 'ANNOUNCED', name: LONG_NAME, rdns: 'long' }] },
      prepare: (_client, adapter) => void adapter.hold('connect'),
      afterOpen: pickConnector,
    }),
  ],
}

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  loaders: [
    storyClient({
      adapter: { connectors: [{ id: 'ar', type: 'ANNOUNCED', name: ARABIC_NAME, rdns: 'ar' }] },
      messages: ARABIC_MESSAGES,
      prepare: (_client, adapter) => adapter.failNext('connect', rejection()),
      afterOpen: pickConnector,
    }),
  ],
}

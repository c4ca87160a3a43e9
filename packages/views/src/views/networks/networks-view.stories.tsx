import { connect } from '@foyer/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { FixtureAdapter } from '../../test-utils/fixture-adapter.js'
import { mainnet, optimism, solanaLocal } from '../../test-utils/networks.js'
import { ARABIC_MESSAGES, renderStory, storyClient } from '../../test-utils/story-helpers.js'

const meta = {
  title: 'Views/Networks',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const open = { view: 'Networks' as const }

/** The configured networks, the current one marked; a press switches. */
export const Connected: Story = { loaders: [storyClient({ connected: true, open })] }

export const Dark: Story = { ...Connected, globals: { theme: 'dark' } }

/** Switching waits for the wallet. */
export const Switching: Story = {
  loaders: [
    storyClient({
      connected: true,
      open,
      prepare: (_c, adapter) => void adapter.hold('switchNetwork'),
    }),
  ],
}

/** The wallet cannot switch: 'Chain is not supported'. */
export const SwitchError: Story = {
  loaders: [
    storyClient({
      connected: true,
      open,
      prepare: (_c, adapter) =>
        adapter.failNext('switchNetwork', Object.assign(new Error('no'), { code: -32000 })),
    }),
  ],
}

/** The app turned network switching off. */
export const SwitchingDisabled: Story = {
  loaders: [storyClient({ connected: true, open, options: { enableNetworkSwitch: false } })],
}

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  loaders: [storyClient({ connected: true, open, messages: ARABIC_MESSAGES })],
}

/** An app serving EVM and Solana: the networks grouped by namespace, both connected. */
export const SeveralNamespaces: Story = {
  // Fresh adapters for each load.
  loaders: [
    () =>
      storyClient({
        open,
        options: {
          networks: [mainnet, optimism, solanaLocal],
          adapters: [
            new FixtureAdapter(),
            new FixtureAdapter({
              namespace: 'solana',
              address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
              connectors: [
                { id: 'wallet-standard:Fixture Wallet', type: 'ANNOUNCED', name: 'Fixture Wallet' },
              ],
            }),
          ],
        },
        prepare: async (client) => {
          await connect(client, {
            namespace: 'solana',
            connectorId: 'wallet-standard:Fixture Wallet',
          })
          await connect(client, { namespace: 'eip155', connectorId: 'io.foyer.fixture' })
        },
      })(),
  ],
}

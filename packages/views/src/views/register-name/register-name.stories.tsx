import type { NameProfile, RegisterNameParams } from '@foyer/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createFixtureBlockchainData } from '../../test-utils/fixture-blockchain-data.js'
import { renderStory, storyClient } from '../../test-utils/story-helpers.js'

const meta = {
  title: 'Views/RegisterAccountName',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** A names registry in memory where `alice` and `alice1` are taken. */
function registry(options: { hold?: boolean } = {}) {
  const taken = new Set(['alice.foyer.id', 'alice1.foyer.id'])
  return {
    ...createFixtureBlockchainData(),
    async getNameSuggestions({ label }: { label: string }) {
      return [label, `${label}1`, `${label}2`, `${label}3`].map((candidate) => ({
        name: `${candidate}.foyer.id`,
        registered: taken.has(`${candidate}.foyer.id`),
      }))
    },
    async registerName(params: RegisterNameParams): Promise<NameProfile> {
      // Held: the success view stays on its "sign in your wallet" step.
      if (options.hold) await new Promise(() => {})
      const { name } = JSON.parse(params.message) as { name: string }
      return { name, addresses: {}, attributes: {}, createdAt: 0 }
    },
  }
}

/** The empty field with its rules; type to see availability and suggestions. */
export const Default: Story = {
  loaders: [
    storyClient({
      connected: true,
      adapter: { signsMessages: true },
      options: { blockchainData: registry() },
      open: { view: 'RegisterAccountName' },
    }),
  ],
}

export const Dark: Story = { ...Default, globals: { theme: 'dark' } }

export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } }

/** Back from a refused registration: the service's reason under the field. */
export const Refused: Story = {
  loaders: [
    storyClient({
      connected: true,
      options: { blockchainData: registry() },
      open: { view: 'RegisterAccountName' },
      afterOpen: (client) =>
        client.stores.router.setState((state) => ({
          data: {
            ...state.data,
            nameRegistration: {
              name: 'carol.foyer.id',
              error: "Name 'carol.foyer.id' is already taken",
              errorCode: 'NAME_REGISTRATION_FAILED',
              reason: "Name 'carol.foyer.id' is already taken",
            },
          },
        })),
    }),
  ],
}

/** RegisterAccountNameSuccess while the wallet signs. */
export const Registering: Story = {
  loaders: [
    storyClient({
      connected: true,
      options: { blockchainData: registry({ hold: true }) },
      open: { view: 'RegisterAccountNameSuccess' },
      afterOpen: (client) =>
        client.stores.router.setState((state) => ({
          data: { ...state.data, nameRegistration: { name: 'dave.foyer.id' } },
        })),
    }),
  ],
}

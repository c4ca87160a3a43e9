import { signIn } from '@foyer/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createFixtureSiwx } from '../../test-utils/fixture-siwx.js'
import { renderStory, storyClient } from '../../test-utils/story-helpers.js'

const meta = {
  title: 'Views/SIWXSignMessage',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Just connected, no session: the message to sign, Sign and Cancel. */
export const Default: Story = {
  loaders: [
    storyClient({
      adapter: { signsMessages: true },
      options: { siwx: createFixtureSiwx() },
      connected: true,
      prepare: settle,
    }),
  ],
}

/** The wallet declined: 'Signature declined', a fresh message, Try again. */
export const Declined: Story = {
  loaders: [
    storyClient({
      adapter: { signsMessages: true },
      options: { siwx: createFixtureSiwx() },
      connected: true,
      prepare: async (client, adapter) => {
        await settle()
        adapter.failNext('signMessage', Object.assign(new Error('User rejected'), { code: 4001 }))
        await signIn(client)
      },
    }),
  ],
}

/** Sign-in required: Escape and the close button shake the modal instead of closing it. */
export const Required: Story = {
  loaders: [
    storyClient({
      adapter: { signsMessages: true },
      options: { siwx: createFixtureSiwx(), signInRequired: true },
      connected: true,
      prepare: settle,
    }),
  ],
}

/** The EVM adapter's EIP-4361-only `siweConfig` shows the ConnectingSiwe view. */
export const ConnectingSiwe: Story = {
  loaders: [
    storyClient({
      adapter: { signsMessages: true },
      options: { siwx: { ...createFixtureSiwx(), view: 'ConnectingSiwe' } },
      connected: true,
      prepare: settle,
    }),
  ],
}

export const Dark: Story = { ...Default, globals: { theme: 'dark' } }

export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { ARABIC_MESSAGES, renderStory, storyClient } from '../../test-utils/story-helpers.js'

const meta = {
  title: 'Views/UnsupportedChain',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The wallet is on chain 999, which the app does not support: switch away or disconnect. */
export const Default: Story = {
  loaders: [storyClient({ adapter: { walletNetwork: 'eip155:999' }, connected: true })],
}

export const Dark: Story = { ...Default, globals: { theme: 'dark' } }

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  loaders: [
    storyClient({
      adapter: { walletNetwork: 'eip155:999' },
      connected: true,
      messages: ARABIC_MESSAGES,
    }),
  ],
}

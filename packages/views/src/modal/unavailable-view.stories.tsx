import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderStory, storyClient } from '../test-utils/story-helpers.js'

const meta = {
  title: 'Views/Not yet available',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Views of later releases (WalletConnect, sign-in, swaps, names) say so honestly. */
export const WalletConnect: Story = {
  loaders: [storyClient({ open: { view: 'ConnectingWalletConnect' } })],
}

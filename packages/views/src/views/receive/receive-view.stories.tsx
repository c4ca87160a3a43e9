import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderStory, storyClient } from '../../test-utils/story-helpers.js'

const meta = {
  title: 'Views/Receive',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The address, its QR code, copy, and the networks it can receive on. */
export const Default: Story = {
  loaders: [storyClient({ connected: true, open: { view: 'WalletReceive' } })],
}

export const Dark: Story = { ...Default, globals: { theme: 'dark' } }

export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } }

/** The receive feature off: the view is unavailable (its code is not loaded). */
export const FeatureOff: Story = {
  loaders: [
    storyClient({
      connected: true,
      open: { view: 'WalletReceive' },
      options: { features: { receive: false } },
    }),
  ],
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { createFixtureOnramp } from '../../test-utils/fixture-onramp.js'
import { renderStory, storyClient } from '../../test-utils/story-helpers.js'

const meta = {
  title: 'Views/OnRampProviders',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
  // The quote is asked for after QUOTE_DELAY_MS: the visual suite waits for it.
  tags: ['visual-settle'],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The sandbox provider with its fee, the asset, 100 USD and its quote. */
export const Default: Story = {
  loaders: [
    storyClient({
      connected: true,
      options: { blockchainData: createFixtureOnramp().data },
      open: { view: 'OnRampProviders' },
    }),
  ],
}

export const Dark: Story = { ...Default, globals: { theme: 'dark' } }

export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } }

/** The on-ramp feature off: the view is unavailable (its code is not loaded). */
export const FeatureOff: Story = {
  loaders: [
    storyClient({
      connected: true,
      open: { view: 'OnRampProviders' },
      options: { blockchainData: createFixtureOnramp().data, features: { onramp: false } },
    }),
  ],
}

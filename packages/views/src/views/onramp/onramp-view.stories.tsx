import type { Meta, StoryObj } from '@storybook/react-vite'
import { createFixtureDirectory } from '../../test-utils/fixture-directory.js'
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

/** The sandbox provider with its fee, the asset and the currency with the directory's images, 100 USD and its quote. */
export const Default: Story = {
  loaders: [
    storyClient({
      connected: true,
      options: {
        blockchainData: createFixtureOnramp().data,
        directory: createFixtureDirectory([]),
      },
      open: { view: 'OnRampProviders' },
    }),
  ],
}

export const Dark: Story = { ...Default, globals: { theme: 'dark' } }

export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } }

/** The directory has no image of the asset or the currency: empty neutral circles. */
export const ImagesMissing: Story = {
  loaders: [
    storyClient({
      connected: true,
      options: {
        blockchainData: createFixtureOnramp().data,
        directory: {
          ...createFixtureDirectory([]),
          // An image that never decodes, as a 404 from the directory would.
          tokenImageUrl: () => 'data:image/png;base64,',
          currencyImageUrl: () => 'data:image/png;base64,',
        },
      },
      open: { view: 'OnRampProviders' },
    }),
  ],
}

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

import type { Meta, StoryObj } from '@storybook/react-vite'
import { createFixtureDirectory, sampleWallets } from '../../test-utils/fixture-directory.js'
import {
  ARABIC_MESSAGES,
  LONG_NAME,
  renderStory,
  storyClient,
} from '../../test-utils/story-helpers.js'

const meta = {
  title: 'Views/AllWallets',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
  // The list settles after its virtual rows are measured: the visual suite waits for it.
  tags: ['visual-settle'],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const open = { view: 'AllWallets' as const }

/** 2,000 wallets in pages of 40, in a virtualized list; type to search. */
export const Default: Story = {
  loaders: [
    storyClient({
      adapter: {
        connectors: [
          { id: 'com.example.w3', type: 'ANNOUNCED', name: 'Wallet 3', rdns: 'com.example.w3' },
        ],
      },
      options: { directory: createFixtureDirectory(sampleWallets(2000), { delayMs: 250 }) },
      open,
    }),
  ],
}

export const Dark: Story = { ...Default, globals: { theme: 'dark' } }

export const Loading: Story = {
  loaders: [
    storyClient({
      options: { directory: createFixtureDirectory(sampleWallets(10), { delayMs: 600_000 }) },
      open,
    }),
  ],
}

export const Empty: Story = {
  loaders: [storyClient({ options: { directory: createFixtureDirectory([]) }, open })],
}

export const DirectoryError: Story = {
  loaders: [
    storyClient({
      options: { directory: createFixtureDirectory([], { error: new Error('offline') }) },
      open,
    }),
  ],
}

export const LongNames: Story = {
  loaders: [
    storyClient({
      options: { directory: createFixtureDirectory(sampleWallets(60, LONG_NAME)) },
      open,
    }),
  ],
}

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  loaders: [
    storyClient({
      options: { directory: createFixtureDirectory(sampleWallets(80, 'محفظة')) },
      messages: ARABIC_MESSAGES,
      open,
    }),
  ],
}

import { pushView } from '@foyer/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { embeddedWalletAdapter } from '../../test-utils/fixture-embedded-wallet.js'
import { FixtureFarcasterWallet } from '../../test-utils/fixture-farcaster-wallet.js'
import { renderStory, storyClient } from '../../test-utils/story-helpers.js'

const meta = {
  title: 'Views/ConnectingFarcaster',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The view over a fixture embedded wallet whose Farcaster channel never settles by itself. */
function farcaster(prepare?: (wallet: FixtureFarcasterWallet) => void) {
  const wallet = new FixtureFarcasterWallet()
  prepare?.(wallet)
  return storyClient({
    createAdapter: () => embeddedWalletAdapter(wallet),
    options: { services: { embeddedWallet: 'https://frame.example/' } },
    afterOpen: (client) => pushView(client, 'ConnectingFarcaster'),
  })
}

/** The QR code of the channel URL, waiting for the approval in Farcaster. */
export const Waiting: Story = { loaders: [farcaster()] }

export const WaitingDark: Story = { ...Waiting, globals: { theme: 'dark' } }

/** In Arabic, right to left. */
export const Arabic: Story = { ...Waiting, globals: { locale: 'ar' } }

/** The auth server could not open a channel: its message, and a new code. */
export const ChannelError: Story = {
  loaders: [farcaster((wallet) => (wallet.uriError = 'Farcaster login is not configured'))],
}

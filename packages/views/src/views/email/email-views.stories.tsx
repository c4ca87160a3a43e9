import type { Meta, StoryObj } from '@storybook/react-vite'
import { embeddedWalletStory } from '../../test-utils/embedded-wallet-story.js'
import { renderStory, storyClient } from '../../test-utils/story-helpers.js'

const meta = {
  title: 'Views/EmailLogin',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The code step: the 6-digit field, Verify, and the resend button counting down 30 s. */
export const EmailVerifyOtp: Story = {
  loaders: [
    storyClient(
      embeddedWalletStory({
        open: { view: 'EmailVerifyOtp' },
        prepare: (client) => {
          client.storage.set('email', 'ada@example.com')
          client.storage.set('lastEmailLoginTime', Date.now())
        },
      }),
    ),
  ],
}

/** The code step once the cooldown is over: Resend code is enabled. */
export const EmailVerifyOtpResendReady: Story = {
  loaders: [
    storyClient(
      embeddedWalletStory({
        open: { view: 'EmailVerifyOtp' },
        prepare: (client) => client.storage.set('email', 'ada@example.com'),
      }),
    ),
  ],
}

/** The verify-device step of a login on a new browser, waiting for the mailed link. */
export const EmailVerifyDevice: Story = {
  loaders: [
    storyClient(
      embeddedWalletStory({
        open: { view: 'EmailVerifyDevice' },
        prepare: (client, wallet) => {
          client.storage.set('email', 'ada@example.com')
          wallet.deviceConfirmation = () => new Promise(() => {})
        },
      }),
    ),
  ],
}

/**
 * ApproveTransaction: the modal's part around the frame. In the product the wallet frame (its
 * own origin) is laid over the placeholder; the fixture records where it would go.
 */
export const ApproveTransaction: Story = {
  loaders: [storyClient(embeddedWalletStory({ open: { view: 'ApproveTransaction' } }))],
}

export const EmailVerifyOtpDark: Story = { ...EmailVerifyOtp, globals: { theme: 'dark' } }

export const EmailVerifyOtpRightToLeft: Story = {
  ...EmailVerifyOtp,
  globals: { direction: 'rtl', locale: 'ar' },
}

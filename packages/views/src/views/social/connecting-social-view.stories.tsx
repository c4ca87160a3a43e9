import { frameError } from '@foyer/common'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { embeddedWalletStory, storyPopup } from '../../test-utils/embedded-wallet-story.js'
import { renderStory, storyClient } from '../../test-utils/story-helpers.js'
import { startSocialLogin } from './social-login-run.js'

const meta = {
  title: 'Views/ConnectingSocial',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Connect with the social buttons (SPEC's default list; Farcaster shows once it has its entry). */
export const SocialButtons: Story = {
  loaders: [storyClient(embeddedWalletStory())],
}

/** Waiting for the visitor to log in with GitHub in the popup; Cancel closes it. */
export const Waiting: Story = {
  loaders: [
    storyClient(
      embeddedWalletStory({
        prepare: (_client, wallet) => {
          wallet.socialPending = true
        },
        afterOpen: (client) => startSocialLogin(client, 'github', storyPopup),
      }),
    ),
  ],
}

/** The frame's error message, with Try again. */
export const Failed: Story = {
  loaders: [
    storyClient(
      embeddedWalletStory({
        prepare: (_client, wallet) => {
          wallet.socialError = frameError({ message: 'Login request expired, start again' })
        },
        afterOpen: (client) => startSocialLogin(client, 'google', storyPopup),
      }),
    ),
  ],
}

/** The browser blocked the popup. */
export const PopupBlocked: Story = {
  loaders: [
    storyClient(
      embeddedWalletStory({
        afterOpen: (client) => startSocialLogin(client, 'discord', () => null),
      }),
    ),
  ],
}

export const WaitingDark: Story = { ...Waiting, globals: { theme: 'dark' } }

export const WaitingRightToLeft: Story = {
  ...Waiting,
  globals: { direction: 'rtl', locale: 'ar' },
}

import type { FoyerClient } from '@foyer/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { embeddedWalletStory } from '../../test-utils/embedded-wallet-story.js'
import { renderStory, storyClient } from '../../test-utils/story-helpers.js'

const meta = {
  title: 'Views/UpdateEmail',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** An email login's account: its user carries the email. */
function withEmail(client: FoyerClient) {
  client.stores.account.setState((state) => ({
    byNamespace: {
      ...state.byNamespace,
      eip155: { ...state.byNamespace.eip155!, user: { email: 'ada@example.com' } },
    },
  }))
}

/** Account of an email login: "Signed in as …" and Edit email. */
export const AccountWithEmail: Story = {
  loaders: [storyClient(embeddedWalletStory({ connected: true, prepare: withEmail }))],
}

/** UpdateEmailWallet: the new email. */
export const UpdateEmailWallet: Story = {
  loaders: [
    storyClient(
      embeddedWalletStory({
        connected: true,
        prepare: withEmail,
        open: { view: 'UpdateEmailWallet' },
      }),
    ),
  ],
}

/** The primary step: the code sent to the current email. */
export const UpdateEmailPrimaryOtp: Story = {
  loaders: [
    storyClient(
      embeddedWalletStory({
        connected: true,
        prepare: withEmail,
        open: { view: 'UpdateEmailPrimaryOtp', data: { newEmail: 'grace@example.com' } },
      }),
    ),
  ],
}

/** The secondary step: the code sent to the new email. */
export const UpdateEmailSecondaryOtp: Story = {
  loaders: [
    storyClient(
      embeddedWalletStory({
        connected: true,
        prepare: withEmail,
        open: { view: 'UpdateEmailSecondaryOtp', data: { newEmail: 'grace@example.com' } },
      }),
    ),
  ],
}

export const UpdateEmailWalletDark: Story = { ...UpdateEmailWallet, globals: { theme: 'dark' } }

export const UpdateEmailWalletRightToLeft: Story = {
  ...UpdateEmailWallet,
  globals: { direction: 'rtl', locale: 'ar' },
}

import { FoyerError } from '@foyer/common'
import { showAlert, showToast } from '@foyer/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { ARABIC_MESSAGES, renderStory, storyClient } from '../test-utils/story-helpers.js'

const meta = {
  title: 'Views/Toasts and alerts',
  render: renderStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const LoadingToast: Story = {
  loaders: [
    storyClient({
      afterOpen: (client) => showToast(client, 'loading', { key: 'toasts.AUTHENTICATING' }),
    }),
  ],
}

export const SuccessToast: Story = {
  loaders: [
    storyClient({
      afterOpen: (client) => showToast(client, 'success', { key: 'toasts.TRANSACTION_STARTED' }),
    }),
  ],
}

export const ErrorToast: Story = {
  loaders: [
    storyClient({
      afterOpen: (client) =>
        showToast(client, 'error', { error: new FoyerError('TRANSACTIONS_FETCH_FAILED') }),
    }),
  ],
}

export const ErrorToastDark: Story = { ...ErrorToast, globals: { theme: 'dark' } }

/** A SPEC §8 alert: 'Network Not Found' with what to do. */
export const Alert: Story = {
  loaders: [storyClient({ afterOpen: (client) => showAlert(client, 'NETWORK_NOT_FOUND') })],
}

/** A client without a project id shows 'Project ID Not Configured'. */
export const ProjectIdAlert: Story = {
  loaders: [storyClient({ options: { projectId: '' } })],
}

export const AlertRightToLeft: Story = {
  globals: { direction: 'rtl' },
  loaders: [
    storyClient({
      messages: ARABIC_MESSAGES,
      afterOpen: (client) => showAlert(client, 'SESSION_EXPIRED', 'warning'),
    }),
  ],
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { AlertBar } from './alert-bar.js'
import { Button } from './button.js'

const meta = {
  title: 'UI/AlertBar',
  component: AlertBar,
  args: { variant: 'error', message: 'Invalid App Configuration' },
  argTypes: { variant: { control: 'inline-radio', options: ['error', 'warning', 'info'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 328 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AlertBar>

export default meta
type Story = StoryObj<typeof meta>

export const ErrorAlert: Story = { name: 'Error' }
export const Warning: Story = { args: { variant: 'warning', message: 'Session Expired' } }
export const Info: Story = { args: { variant: 'info', message: 'Switch network in your wallet' } }
export const Dismissible: Story = { args: { onDismiss: () => {} } }
export const WithAction: Story = {
  args: {
    message: 'Token Balance Unavailable',
    action: (
      <Button size="sm" variant="secondary">
        Retry
      </Button>
    ),
  },
}
export const LongMessage: Story = {
  args: {
    variant: 'warning',
    message:
      'This application might not support Smart Accounts. Check with the application before you sign anything with this account.',
    onDismiss: () => {},
  },
}
export const RightToLeft: Story = {
  args: { message: 'الشبكة غير موجودة', onDismiss: () => {} },
  globals: { direction: 'rtl' },
}
export const Dark: Story = { args: { onDismiss: () => {} }, globals: { theme: 'dark' } }

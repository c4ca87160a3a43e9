import type { Meta, StoryObj } from '@storybook/react-vite'
import { RefreshIcon, WalletIcon } from '../icons/icons.js'
import { Button } from './button.js'

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Connect Wallet', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {}
export const Secondary: Story = { args: { variant: 'secondary', children: 'Try again' } }
export const Ghost: Story = { args: { variant: 'ghost', children: 'Get a wallet' } }
export const Danger: Story = { args: { variant: 'danger', children: 'Disconnect' } }
export const Loading: Story = { args: { loading: true, children: 'Authenticating...' } }
export const Disabled: Story = { args: { disabled: true } }
export const WithIcons: Story = {
  args: { leadingIcon: <WalletIcon />, trailingIcon: <RefreshIcon />, children: 'Wallets' },
}
export const FullWidth: Story = { args: { fullWidth: true, size: 'lg' } }
export const LongLabel: Story = {
  args: {
    children: 'A label far longer than any button in the modal should ever have to show',
    style: { maxWidth: 280 },
  },
}
export const RightToLeftText: Story = {
  args: { children: 'ربط المحفظة', leadingIcon: <WalletIcon /> },
  globals: { direction: 'rtl' },
}
export const Dark: Story = { globals: { theme: 'dark' } }

/** Every variant in each size, to compare weights. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(4, max-content)' }}>
      {(['sm', 'md', 'lg'] as const).flatMap((size) =>
        (['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
          <Button key={`${size}-${variant}`} {...args} size={size} variant={variant}>
            {variant}
          </Button>
        )),
      )}
    </div>
  ),
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { CloseIcon, CopyIcon, QrIcon } from '../icons/icons.js'
import { IconButton } from './icon-button.js'

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Copy address', icon: <CopyIcon />, variant: 'ghost', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Ghost: Story = {}
export const Secondary: Story = {
  args: { variant: 'secondary', label: 'Show QR code', icon: <QrIcon /> },
}
export const Small: Story = { args: { size: 'sm', label: 'Close', icon: <CloseIcon /> } }
export const Disabled: Story = { args: { disabled: true } }
export const Dark: Story = { args: { variant: 'secondary' }, globals: { theme: 'dark' } }

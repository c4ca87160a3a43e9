import type { Meta, StoryObj } from '@storybook/react-vite'
import { Spinner } from './spinner.js'

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { label: 'Loading', size: 24 },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

/** Still, not spinning, when the system asks for reduced motion. */
export const Default: Story = {}
export const Large: Story = { args: { size: 48, label: 'Connecting' } }
export const Dark: Story = { globals: { theme: 'dark' } }

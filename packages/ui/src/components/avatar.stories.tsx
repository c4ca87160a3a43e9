import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  BROKEN_IMAGE,
  logoDataUrl,
  SAMPLE_ADDRESS,
  SAMPLE_ADDRESSES,
} from '../test-utils/fixtures.js'
import { Avatar } from './avatar.js'

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { address: SAMPLE_ADDRESS, size: 64 },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

/** The identicon drawn from the address (change it in the controls). */
export const Identicon: Story = {}
export const ProfileImage: Story = { args: { src: logoDataUrl('#7b3fe4', 'V', true) } }
export const BrokenProfileImage: Story = { args: { src: BROKEN_IMAGE } }
export const Labelled: Story = { args: { label: 'Your account' } }
export const Dark: Story = { globals: { theme: 'dark' } }

/** Different addresses give different identicons; the same address always the same one. */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
      {SAMPLE_ADDRESSES.map((address) => (
        <Avatar key={address} {...args} address={address} />
      ))}
      {[16, 24, 32, 48, 96].map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
}

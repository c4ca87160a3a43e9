import type { Meta, StoryObj } from '@storybook/react-vite'
import { NetworkIcon } from '../icons/icons.js'
import { BROKEN_IMAGE, SAMPLE_NETWORKS, SAMPLE_WALLETS } from '../test-utils/fixtures.js'
import { ListItem } from './list-item.js'
import { NetworkImage } from './network-image.js'
import { WalletListItem } from './wallet-list-item.js'

const meta = {
  title: 'UI/WalletListItem',
  component: WalletListItem,
  args: { name: 'MetaMask', imageSrc: SAMPLE_WALLETS[0].imageSrc, tag: 'Installed' },
  argTypes: { tagVariant: { control: 'inline-radio', options: ['neutral', 'accent', 'success'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 328 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WalletListItem>

export default meta
type Story = StoryObj<typeof meta>

export const Installed: Story = { args: { tagVariant: 'success' } }
export const Recent: Story = {
  args: {
    name: 'Rainbow',
    imageSrc: SAMPLE_WALLETS[1].imageSrc,
    tag: 'Recent',
    tagVariant: 'accent',
  },
}
export const NoTag: Story = { args: { tag: undefined } }
export const NoImage: Story = { args: { name: 'Ledger Live', imageSrc: undefined, tag: undefined } }
export const BrokenImage: Story = {
  args: { name: 'Trust Wallet', imageSrc: BROKEN_IMAGE, tag: undefined },
}
export const Connecting: Story = { args: { loading: true } }
export const Current: Story = { args: { current: true } }
export const Disabled: Story = { args: { disabled: true } }
export const LongName: Story = {
  args: {
    name: 'The Extraordinarily Long-Named Multi-Chain Hardware Wallet Companion App',
    tag: 'Installed',
  },
}
export const RightToLeftName: Story = {
  args: { name: 'محفظة تجريبية طويلة الاسم', tag: 'مثبتة', imageSrc: undefined },
  globals: { direction: 'rtl' },
}
export const Dark: Story = { globals: { theme: 'dark' } }

/** A wallet list as the Connect view shows it. */
export const List: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {SAMPLE_WALLETS.map((wallet) => (
        <WalletListItem
          key={wallet.name}
          name={wallet.name}
          imageSrc={'imageSrc' in wallet ? wallet.imageSrc : undefined}
          tag={'tag' in wallet ? wallet.tag : undefined}
          tagVariant={'tag' in wallet && wallet.tag === 'Installed' ? 'success' : 'neutral'}
        />
      ))}
    </div>
  ),
}

/** The generic row with other content: a network with a description. */
export const GenericRow: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <ListItem
        label={SAMPLE_NETWORKS[0].name}
        description="Chain id 1"
        leading={
          <NetworkImage name={SAMPLE_NETWORKS[0].name} src={SAMPLE_NETWORKS[0].src} decorative />
        }
        current
        chevron={false}
      />
      <ListItem label="Add a network" leading={<NetworkIcon />} />
    </div>
  ),
}

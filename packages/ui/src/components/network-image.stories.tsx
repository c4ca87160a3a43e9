import type { Meta, StoryObj } from '@storybook/react-vite'
import { BROKEN_IMAGE, SAMPLE_NETWORKS } from '../test-utils/fixtures.js'
import { NetworkImage } from './network-image.js'
import { WalletImage } from './wallet-image.js'

const meta = {
  title: 'UI/NetworkImage',
  component: NetworkImage,
  args: { name: 'Ethereum', src: SAMPLE_NETWORKS[0].src, size: 48 },
} satisfies Meta<typeof NetworkImage>

export default meta
type Story = StoryObj<typeof meta>

export const WithImage: Story = {}
export const FallbackInitials: Story = { args: { name: 'Arbitrum One', src: undefined } }
export const BrokenImage: Story = { args: { name: 'Unreachable Chain', src: BROKEN_IMAGE } }
export const RightToLeftName: Story = {
  args: { name: 'شبكة الاختبار', src: undefined },
  globals: { direction: 'rtl' },
}
export const Dark: Story = {
  args: { src: undefined, name: 'Base Sepolia' },
  globals: { theme: 'dark' },
}

/** Networks and wallets side by side, with images, initials and broken images. */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(
        [
          ['network', NetworkImage],
          ['wallet', WalletImage],
        ] as const
      ).map(([kind, Shape]) => (
        <div key={kind} style={{ display: 'flex', gap: 12 }}>
          {SAMPLE_NETWORKS.map((network) => (
            <Shape
              key={network.name}
              size={args.size}
              name={network.name}
              src={'src' in network ? network.src : undefined}
            />
          ))}
        </div>
      ))}
    </div>
  ),
}

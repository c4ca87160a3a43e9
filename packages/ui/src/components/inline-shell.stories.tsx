import type { Meta, StoryObj } from '@storybook/react-vite'
import { SAMPLE_WALLETS } from '../test-utils/fixtures.js'
import { InlineShell } from './inline-shell.js'
import { ModalBody } from './modal-body.js'
import { ModalHeader } from './modal-header.js'
import { WalletListItem } from './wallet-list-item.js'

const meta = {
  title: 'UI/InlineShell',
  component: InlineShell,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InlineShell>

export default meta
type Story = StoryObj<typeof meta>

/** Embedded mode: the modal's card in the flow of a page, between the page's own content. */
export const InPage: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <p>The app's own content above the wallet card.</p>
      <InlineShell>
        <ModalHeader title="Connect Wallet" />
        <ModalBody>
          <div style={{ display: 'grid', gap: 8 }}>
            {SAMPLE_WALLETS.map((wallet) => (
              <WalletListItem key={wallet.name} name={wallet.name} />
            ))}
          </div>
        </ModalBody>
      </InlineShell>
      <p>And below it: the page stays usable around it.</p>
    </div>
  ),
}

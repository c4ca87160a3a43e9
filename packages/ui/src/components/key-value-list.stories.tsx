import type { Meta, StoryObj } from '@storybook/react-vite'
import { keyValueCss } from '../styles/key-value-list-css.js'
import { KeyValueList, KeyValueRow } from './key-value-list.js'

/** A review's rows at the modal's width (or a phone's), with their styles. */
function Review({ width }: { width: number }) {
  return (
    <div style={{ maxWidth: width }}>
      <style>{keyValueCss}</style>
      <KeyValueList>
        <KeyValueRow label="You send">0.25 ETH</KeyValueRow>
        <KeyValueRow label="To">0x70997970C51812dc3A010C7d01b50e0d17dc79C8</KeyValueRow>
        <KeyValueRow label="Minimum received">2,369.104 FOY</KeyValueRow>
        <KeyValueRow label="Balance on this network">$2,719.63</KeyValueRow>
        <KeyValueRow label="Network fee">0.0001337 ETH ≈ $0.27</KeyValueRow>
      </KeyValueList>
    </div>
  )
}

const meta = {
  title: 'UI/KeyValueList',
  component: Review,
  args: { width: 360 },
} satisfies Meta<typeof Review>

export default meta
type Story = StoryObj<typeof meta>

export const ModalWidth: Story = {}
/** Labels stay on one line; the address and amounts wrap. */
export const Narrow: Story = { args: { width: 240 } }
export const RightToLeft: Story = { globals: { direction: 'rtl' } }

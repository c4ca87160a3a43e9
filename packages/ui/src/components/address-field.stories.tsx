import type { Meta, StoryObj } from '@storybook/react-vite'
import { addressFieldCss } from '../styles/address-field-css.js'
import { AddressField, type AddressFieldProps } from './address-field.js'

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The address field at the modal's width, its styles added as Send adds them. */
function Address(props: Partial<AddressFieldProps>) {
  return (
    <div style={{ maxWidth: 360 }}>
      <style>{addressFieldCss}</style>
      <AddressField
        label="To"
        value={BOB}
        address={BOB}
        onChange={() => {}}
        placeholder="Address or name"
        paste={{ text: 'Paste', refusedText: 'Paste with Ctrl+V (⌘V on a Mac).' }}
        {...props}
      />
    </div>
  )
}

const meta = {
  title: 'UI/AddressField',
  component: Address,
} satisfies Meta<typeof Address>

export default meta
type Story = StoryObj<typeof meta>

/** An address, its middle cut while the field is not focused; its identicon before it. */
export const Default: Story = {}
export const Dark: Story = { globals: { theme: 'dark' } }
export const RightToLeft: Story = {
  args: { label: 'إلى', placeholder: 'العنوان أو الاسم' },
  globals: { direction: 'rtl' },
}
/** Nothing typed: the placeholder, an empty identicon slot and Paste. */
export const Empty: Story = { args: { value: '', address: undefined } }
/** A name resolved to its address, said under the field. */
export const ResolvedName: Story = {
  args: {
    value: 'bob.foyer.id',
    note: <p style={{ margin: 0, fontSize: 13 }}>bob.foyer.id is 0x7099…79C8</p>,
  },
}
/** A wrong address: the error under the field, no identicon. */
export const Invalid: Story = {
  args: { value: '0x1234', address: undefined, error: 'Enter a valid address' },
}

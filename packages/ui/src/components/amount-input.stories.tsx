import type { Meta, StoryObj } from '@storybook/react-vite'
import { amountInputCss } from '../styles/amount-input-css.js'
import { tokenPickerCss } from '../styles/token-picker-css.js'
import { AmountInput, type AmountInputProps } from './amount-input.js'
import { NetworkImage } from './network-image.js'

/** The amount input at the modal's width, with a token pill as Send and Swap give it. */
function Amount(props: Partial<AmountInputProps>) {
  return (
    <div style={{ maxWidth: 360 }}>
      <style>{`${tokenPickerCss}${amountInputCss}`}</style>
      <AmountInput
        label="Amount"
        value="0.25"
        onChange={() => {}}
        token={
          <button type="button" className="foyer-token-pill">
            <NetworkImage name="ETH" size={28} decorative />
            <span>ETH</span>
          </button>
        }
        balance={<span>Balance: 1.235 ETH</span>}
        moneyValue="≈ $500.00"
        max={{ text: 'Max', label: 'Use the largest amount', onMax: () => {} }}
        {...props}
      />
    </div>
  )
}

const meta = {
  title: 'UI/AmountInput',
  component: Amount,
} satisfies Meta<typeof Amount>

export default meta
type Story = StoryObj<typeof meta>

/** 0.25 ETH, its dollar value under it, the balance and Max. */
export const Default: Story = {}
export const Dark: Story = { globals: { theme: 'dark' } }
export const RightToLeft: Story = {
  args: { label: 'المبلغ', balance: <span>الرصيد: 1.235 ETH</span> },
  globals: { direction: 'rtl' },
}
/** Nothing typed yet: the placeholder, the money line kept empty, Max waiting for the fee. */
export const Empty: Story = {
  args: {
    value: '',
    moneyValue: undefined,
    max: { text: 'Max', label: 'Use the largest amount', onMax: undefined },
  },
}
/** A long amount stays on its line; above the balance, the error under the box. */
export const TooMuch: Story = {
  args: {
    value: '123456789.123456789',
    moneyValue: '≈ $246,913,578,246.91',
    error: 'The amount is above your balance',
  },
}

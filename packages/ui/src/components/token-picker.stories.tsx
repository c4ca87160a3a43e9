import type { Meta, StoryObj } from '@storybook/react-vite'
import { tokenPickerCss } from '../styles/token-picker-css.js'
import { FIXTURE_TOKENS as TOKENS } from '../test-utils/fixtures.js'
import { TokenPicker, type TokenPickerProps } from './token-picker.js'

/** The picker at the modal's width, its styles added as the view that uses it adds them. */
function Picker(props: Partial<TokenPickerProps>) {
  return (
    <div style={{ maxWidth: 360 }}>
      <style>{tokenPickerCss}</style>
      <TokenPicker
        tokens={TOKENS}
        selectedId="eip155:1:native"
        onSelect={() => {}}
        onDismiss={() => {}}
        listLabel="Tokens"
        searchLabel="Search tokens"
        searchPlaceholder="Name, symbol or address"
        loadingLabel="Loading tokens…"
        emptyLabel="There are no tokens to choose from."
        noMatchLabel={(query) => `No token matches “${query}”.`}
        autoFocus={false}
        {...props}
      />
    </div>
  )
}

const meta = {
  title: 'UI/TokenPicker',
  component: Picker,
} satisfies Meta<typeof Picker>

export default meta
type Story = StoryObj<typeof meta>

/** The user's tokens (ETH, FOY) first with balance and value; ETH chosen and active. */
export const Default: Story = {}
export const Dark: Story = { globals: { theme: 'dark' } }
export const RightToLeft: Story = {
  args: {
    listLabel: 'الرموز',
    searchLabel: 'ابحث عن الرموز',
    searchPlaceholder: 'الاسم أو الرمز أو العنوان',
  },
  globals: { direction: 'rtl' },
}
/** Searching "us": USDC by its symbol. */
export const Searching: Story = { args: { defaultQuery: 'us' } }
export const NoMatch: Story = { args: { defaultQuery: 'zzz' } }
export const Loading: Story = { args: { tokens: [], loading: true } }
export const Empty: Story = { args: { tokens: [] } }

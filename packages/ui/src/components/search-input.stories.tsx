import type { Meta, StoryObj } from '@storybook/react-vite'
import { SearchInput } from './search-input.js'

const meta = {
  title: 'UI/SearchInput',
  component: SearchInput,
  args: { label: 'Search wallets', hideLabel: true, placeholder: 'Search wallets' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 328 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchInput>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
/** With text, the clear button shows; Escape clears too. */
export const WithText: Story = { args: { defaultValue: 'rainbow' } }
export const VisibleLabel: Story = { args: { hideLabel: false } }
export const Disabled: Story = { args: { disabled: true } }
export const LongText: Story = {
  args: { defaultValue: 'a search far longer than the field is wide, to see it scroll' },
}
export const RightToLeft: Story = {
  args: { label: 'ابحث عن محفظة', placeholder: 'ابحث عن محفظة', defaultValue: 'محفظة' },
  globals: { direction: 'rtl' },
}
export const Dark: Story = { args: { defaultValue: 'meta' }, globals: { theme: 'dark' } }

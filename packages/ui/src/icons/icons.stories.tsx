import type { Meta, StoryObj } from '@storybook/react-vite'
import * as icons from './icons.js'

const meta = {
  title: 'UI/Icons',
  component: icons.CloseIcon,
  args: { size: 24 },
} satisfies Meta<typeof icons.CloseIcon>

export default meta
type Story = StoryObj<typeof meta>

function Gallery({ size }: { size?: number | string | undefined }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 16,
        color: 'var(--foyer-color-text)',
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <figure key={name} style={{ margin: 0, display: 'grid', justifyItems: 'center', gap: 8 }}>
          <Icon size={size} />
          <figcaption style={{ fontSize: 12, color: 'var(--foyer-color-text-muted)' }}>
            {name}
          </figcaption>
        </figure>
      ))}
    </div>
  )
}

/** Every icon; Back, Chevron and ExternalLink mirror in right-to-left. */
export const All: Story = { render: (args) => <Gallery size={args.size} /> }
export const RightToLeft: Story = {
  render: (args) => <Gallery size={args.size} />,
  globals: { direction: 'rtl' },
}
export const Dark: Story = {
  render: (args) => <Gallery size={args.size} />,
  globals: { theme: 'dark' },
}

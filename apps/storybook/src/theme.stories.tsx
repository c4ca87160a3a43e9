import {
  Button,
  createThemeStyle,
  SearchInput,
  ThemeRoot,
  type ThemeVariables,
  useFoyerTheme,
  WalletListItem,
} from '@foyer/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'

/** The theme's variables as swatches, with a few components using them. */
function ThemePreview({ themeVariables }: { themeVariables: ThemeVariables }) {
  const { themeMode } = useFoyerTheme()
  const style = createThemeStyle(themeMode, themeVariables)
  return (
    <ThemeRoot themeVariables={themeVariables} style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
      <div
        style={{
          display: 'grid',
          gap: 8,
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        }}
      >
        {Object.entries(style)
          .filter(
            ([name]) => name.includes('color') || name.includes('accent') || name.includes('qr'),
          )
          .filter(([name]) => name !== '--foyer-color-mix-strength')
          .map(([name]) => (
            <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 12 }}>
              <span
                style={{
                  width: 24,
                  height: 24,
                  borderRadius: 6,
                  background: `var(${name})`,
                  boxShadow: '0 0 0 1px var(--foyer-color-border)',
                }}
              />
              <code>{name}</code>
            </div>
          ))}
      </div>
      <div
        style={{
          display: 'grid',
          gap: 8,
          padding: 16,
          width: 360,
          borderRadius: 'var(--foyer-radius-l)',
          background: 'var(--foyer-color-bg)',
          boxShadow: '0 0 0 1px var(--foyer-color-border)',
        }}
      >
        <SearchInput label="Search wallets" hideLabel placeholder="Search wallets" />
        <WalletListItem name="MetaMask" tag="Installed" tagVariant="success" />
        <Button fullWidth>Connect</Button>
      </div>
    </ThemeRoot>
  )
}

const meta = {
  title: 'Theme/Variables',
  component: ThemePreview,
  args: { themeVariables: {} },
} satisfies Meta<typeof ThemePreview>

export default meta
type Story = StoryObj<typeof meta>

export const Defaults: Story = {}
export const DefaultsDark: Story = { globals: { theme: 'dark' } }
export const Accent: Story = { args: { themeVariables: { '--foyer-accent': '#c2410c' } } }
/** Surfaces tinted towards the host's colour. */
export const ColourMix: Story = {
  args: { themeVariables: { '--foyer-color-mix': '#00bb7f', '--foyer-color-mix-strength': 25 } },
}
export const ColourMixDark: Story = { ...ColourMix, globals: { theme: 'dark' } }
export const SquareCornersAndSerif: Story = {
  args: {
    themeVariables: { '--foyer-border-radius': '4px', '--foyer-font-family': 'Georgia, serif' },
  },
}

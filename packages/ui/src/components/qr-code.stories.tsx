import type { Meta, StoryObj } from '@storybook/react-vite'
import { logoDataUrl, SAMPLE_WC_URI } from '../test-utils/fixtures.js'
import { ThemeRoot } from '../theme/theme-root.js'
import { QrCode } from './qr-code.js'

const meta = {
  title: 'UI/QrCode',
  component: QrCode,
  args: { value: SAMPLE_WC_URI, label: 'QR code to connect a mobile wallet', size: 280 },
  argTypes: { errorCorrection: { control: 'inline-radio', options: ['L', 'M', 'Q', 'H'] } },
} satisfies Meta<typeof QrCode>

export default meta
type Story = StoryObj<typeof meta>

export const WalletConnectUri: Story = {}
export const WithLogo: Story = { args: { logoSrc: logoDataUrl('#3a5ccc', 'F') } }
/** While the pairing URI is being created. */
export const Loading: Story = { args: { value: '' } }
export const ShortValue: Story = { args: { value: 'foyer' } }
export const LongValue: Story = {
  args: { value: `${SAMPLE_WC_URI}&${'x'.repeat(600)}`, size: 320 },
}
/** Too long for any QR code: an empty plate, not a crash. */
export const TooLong: Story = { args: { value: 'x'.repeat(4000) } }
/** The code stays dark on a light plate in the dark theme, so it scans. */
export const Dark: Story = {
  args: { logoSrc: logoDataUrl('#3a5ccc', 'F') },
  globals: { theme: 'dark' },
}
export const CustomQrColour: Story = {
  render: (args) => (
    <ThemeRoot themeVariables={{ '--foyer-qr-color': '#0b3d91' }}>
      <QrCode {...args} />
    </ThemeRoot>
  ),
}

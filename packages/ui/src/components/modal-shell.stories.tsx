import type { Meta, StoryObj } from '@storybook/react-vite'
import { type ReactNode, useState } from 'react'
import { SAMPLE_WALLETS, SAMPLE_WC_URI } from '../test-utils/fixtures.js'
import { AlertBar } from './alert-bar.js'
import { Button } from './button.js'
import { ModalBody } from './modal-body.js'
import { ModalHeader } from './modal-header.js'
import { ModalShell } from './modal-shell.js'
import { ModalView } from './modal-view.js'
import { QrCode } from './qr-code.js'
import { SearchInput } from './search-input.js'
import { Spinner } from './spinner.js'
import { Toast } from './toast.js'
import { WalletListItem } from './wallet-list-item.js'

const stack = { display: 'grid', gap: 8 } as const

function WalletList({ wallets = SAMPLE_WALLETS }: { wallets?: readonly { name: string }[] }) {
  return (
    <div style={stack}>
      {wallets.map((wallet) => (
        <WalletListItem
          key={wallet.name}
          name={wallet.name}
          imageSrc={'imageSrc' in wallet ? (wallet.imageSrc as string) : undefined}
          tag={'tag' in wallet ? (wallet.tag as string) : undefined}
        />
      ))}
    </div>
  )
}

/** A modal that starts open; Escape, the close button and the backdrop close it, and a button reopens it. */
function Demo({
  title,
  onBack,
  children,
  toast,
  shake,
}: {
  title: string
  onBack?: () => void
  children: ReactNode
  toast?: ReactNode
  shake?: boolean
}) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <ModalShell open={open} onRequestClose={() => setOpen(false)} shake={shake}>
        {toast}
        <ModalHeader title={title} onBack={onBack} />
        <ModalBody>{children}</ModalBody>
      </ModalShell>
    </>
  )
}

const meta = {
  title: 'UI/ModalShell',
  component: ModalShell,
  args: { open: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ModalShell>

export default meta
type Story = StoryObj<typeof meta>

export const Connect: Story = {
  render: () => (
    <Demo title="Connect Wallet">
      <WalletList />
    </Demo>
  ),
}

export const WalletConnectQr: Story = {
  render: () => (
    <Demo title="WalletConnect" onBack={() => {}}>
      <div style={{ display: 'grid', justifyItems: 'center', gap: 12 }}>
        <QrCode value={SAMPLE_WC_URI} label="QR code to connect a mobile wallet" size={280} />
        <Button variant="ghost" size="sm">
          Copy link
        </Button>
      </div>
    </Demo>
  ),
}

export const Loading: Story = {
  render: () => (
    <Demo title="MetaMask" onBack={() => {}}>
      <div style={{ display: 'grid', justifyItems: 'center', gap: 12, padding: 24 }}>
        <Spinner size={40} label="Waiting for the wallet" />
        <p style={{ margin: 0 }}>Continue in MetaMask</p>
      </div>
    </Demo>
  ),
}

export const ErrorState: Story = {
  name: 'Error',
  render: () => (
    <Demo title="MetaMask" onBack={() => {}}>
      <div style={stack}>
        <AlertBar message="Signature declined" />
        <Button variant="secondary" fullWidth>
          Try again
        </Button>
      </div>
    </Demo>
  ),
}

export const EmptySearch: Story = {
  render: () => (
    <Demo title="All Wallets" onBack={() => {}}>
      <div style={stack}>
        <SearchInput
          label="Search wallets"
          hideLabel
          defaultValue="zzz"
          placeholder="Search wallets"
        />
        <p style={{ margin: 0, textAlign: 'center', color: 'var(--foyer-color-text-muted)' }}>
          No wallet found
        </p>
      </div>
    </Demo>
  ),
}

export const WithToast: Story = {
  render: () => (
    <Demo title="Account" toast={<Toast variant="success" message="Address copied" />}>
      <WalletList wallets={SAMPLE_WALLETS.slice(0, 2)} />
    </Demo>
  ),
}

export const LongTitle: Story = {
  render: () => (
    <Demo
      title="A view title far too long to fit between the back and close buttons"
      onBack={() => {}}
    >
      <WalletList wallets={SAMPLE_WALLETS.slice(0, 1)} />
    </Demo>
  ),
}

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: () => (
    <Demo title="ربط المحفظة" onBack={() => {}}>
      <WalletList wallets={[{ name: 'محفظة تجريبية' }, { name: 'MetaMask' }]} />
    </Demo>
  ),
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Demo title="Connect Wallet">
      <WalletList />
    </Demo>
  ),
}

export const Shake: Story = {
  render: function Render() {
    const [shake, setShake] = useState(false)
    return (
      <Demo title="Connect Wallet" shake={shake}>
        <Button
          fullWidth
          onClick={() => {
            setShake(true)
            setTimeout(() => setShake(false), 500)
          }}
        >
          Shake
        </Button>
      </Demo>
    )
  },
}

/** The owner refuses to close (SPEC §2: closing is blocked while sign-in is required). */
export const CloseBlocked: Story = {
  render: function Render() {
    const [attempts, setAttempts] = useState(0)
    return (
      <ModalShell open onRequestClose={() => setAttempts((count) => count + 1)}>
        <ModalHeader title="Sign In" />
        <ModalBody>
          <p style={{ margin: 0 }}>Close requests refused: {attempts}</p>
        </ModalBody>
      </ModalShell>
    )
  },
}

type ViewName = 'Connect' | 'AllWallets' | 'WalletConnect'
const MANY_WALLETS = Array.from({ length: 12 }, (_, index) => ({ name: `Wallet ${index + 1}` }))

/** Moving between views: the title fades (120 ms), the view slides in and the height follows (150 ms each). */
export const Navigation: Story = {
  render: function Render() {
    const [history, setHistory] = useState<ViewName[]>(['Connect'])
    const [direction, setDirection] = useState<'forward' | 'back'>('forward')
    const view = history[history.length - 1] ?? 'Connect'
    const push = (next: ViewName) => {
      setDirection('forward')
      setHistory([...history, next])
    }
    const back =
      history.length > 1
        ? () => {
            setDirection('back')
            setHistory(history.slice(0, -1))
          }
        : undefined
    const titles: Record<ViewName, string> = {
      Connect: 'Connect Wallet',
      AllWallets: 'All Wallets',
      WalletConnect: 'WalletConnect',
    }
    return (
      <ModalShell open onRequestClose={() => setHistory(['Connect'])}>
        <ModalHeader title={titles[view]} onBack={back} />
        <ModalBody>
          <ModalView viewKey={view} direction={direction}>
            {view === 'Connect' && (
              <div style={stack}>
                <WalletList wallets={SAMPLE_WALLETS.slice(0, 2)} />
                <Button variant="secondary" fullWidth onClick={() => push('AllWallets')}>
                  All wallets
                </Button>
                <Button variant="ghost" fullWidth onClick={() => push('WalletConnect')}>
                  WalletConnect
                </Button>
              </div>
            )}
            {view === 'AllWallets' && <WalletList wallets={MANY_WALLETS} />}
            {view === 'WalletConnect' && (
              <div style={{ display: 'grid', justifyItems: 'center' }}>
                <QrCode
                  value={SAMPLE_WC_URI}
                  label="QR code to connect a mobile wallet"
                  size={280}
                />
              </div>
            )}
          </ModalView>
        </ModalBody>
      </ModalShell>
    )
  },
}

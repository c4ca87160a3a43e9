import { createMemoryStorage } from '@foyer/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createFoyer } from './create-foyer.js'
import { useFoyerAccount } from './hooks/use-foyer-account.js'
import { useFoyerWallets } from './hooks/use-foyer-wallets.js'
import { FoyerProvider } from './provider.js'
import {
  createFixtureDirectory,
  mainnet,
  PairingAdapter,
  sampleWallets,
} from './test-utils/fixtures.js'

/**
 * An app's own connect screen, built from `useFoyerWallets()` and `useFoyerAccount()` alone:
 * no Foyer component is rendered, and the modal never opens.
 */
function CustomConnectScreen() {
  const { wallets, status, connect, connection, retry, cancel } = useFoyerWallets()
  const { address, isConnected } = useFoyerAccount()
  if (isConnected) {
    return (
      <p data-testid="custom-connected">
        Connected as <code>{address}</code>
      </p>
    )
  }
  if (connection.status === 'pairing') {
    return (
      <section aria-label="Scan with your phone">
        <p>Scan this with your wallet app:</p>
        <code data-testid="custom-pairing-uri">{connection.uri ?? 'Preparing…'}</code>
        <button type="button" onClick={cancel}>
          Back
        </button>
      </section>
    )
  }
  return (
    <section aria-label="Pick a wallet" style={{ fontFamily: 'system-ui', maxWidth: 360 }}>
      <h2>Sign in with your wallet</h2>
      {connection.status === 'failed' && (
        <p role="alert">
          {(connection.error as { shortMessage?: string }).shortMessage ?? 'Connection failed'}{' '}
          <button type="button" onClick={() => void retry()}>
            Try again
          </button>
        </p>
      )}
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <button
              type="button"
              data-testid={`custom-wallet-${wallet.id}`}
              disabled={connection.status === 'connecting'}
              onClick={() => void connect(wallet).catch(() => undefined)}
              style={{ display: 'flex', alignItems: 'center', gap: 8, width: '100%', padding: 8 }}
            >
              {wallet.imageUrl && <img src={wallet.imageUrl} alt="" width={28} height={28} />}
              <span>{wallet.name}</span>
              {wallet.tag && <small>({wallet.tag})</small>}
            </button>
          </li>
        ))}
      </ul>
      {status === 'loading' && <p>Loading wallets…</p>}
    </section>
  )
}

function headlessFoyer() {
  return createFoyer({
    projectId: 'storybook-headless',
    networks: [mainnet],
    adapters: [
      new PairingAdapter({
        connectors: [
          {
            id: 'io.foyer.fixture',
            type: 'ANNOUNCED',
            name: 'Fixture Wallet',
            rdns: 'io.foyer.fixture',
          },
          { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect' },
        ],
      }),
    ],
    storage: createMemoryStorage(),
    directory: createFixtureDirectory(sampleWallets(40)),
    isMobile: () => false,
    locale: 'en',
  })
}

const meta = {
  title: 'React/Headless connect screen',
  parameters: { layout: 'padded' },
  render: () => (
    <FoyerProvider foyer={headlessFoyer()}>
      <CustomConnectScreen />
    </FoyerProvider>
  ),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The installed wallet, WalletConnect and four recommended wallets, in the modal's order. */
export const Default: Story = {}

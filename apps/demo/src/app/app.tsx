import type { FoyerClient } from '@foyer/core'
import { ConnectButton, FoyerEmbedded, NetworkButton, useFoyerTheme } from '@foyer/react'
import { useEffect } from 'react'
import type { LoadedDemoConfig } from '../config/demo-config.js'
import type { EventLog } from '../events/event-log.js'
import { BitcoinPanel } from './bitcoin-panel.js'
import { EmbeddedWalletPanel, type EmbeddedWalletPanelProps } from './embedded-wallet-panel.js'
import { EventsPanel } from './events-panel.js'
import { LanguagePanel } from './language-panel.js'
import { EMBEDDED_LAYOUT_QUERY } from './layout-setting.js'
import { SendCallsPanel } from './send-calls-panel.js'
import { SendTransactionPanel } from './send-transaction-panel.js'
import { SessionPanel } from './session-panel.js'
import { SignInPanel } from './sign-in-panel.js'
import { SignMessagePanel } from './sign-message-panel.js'
import { SolanaPanel } from './solana-panel.js'
import { StatusPanel } from './status-panel.js'
import { SwitchNetworkPanel } from './switch-network-panel.js'
import { ThemePanel } from './theme-panel.js'

/** Props of {@link App}. */
export interface AppProps {
  loaded: LoadedDemoConfig
  /** Whether the demo put the test wallet into the page itself. */
  testWalletInjected: boolean
  eventLog: EventLog
  /** Foyer's core client (the demo's send panel uses its send flow). */
  client: FoyerClient
  /** The sign-in panel's client and whether the "require sign-in" switch is on. */
  signIn?: { client: FoyerClient; required: boolean }
  /** The local Bitcoin chain, when the configuration has one. */
  bitcoin?: { client: FoyerClient; esploraUrl: string }
  /** The local Solana network, when the configuration has one. */
  solana?: { client: FoyerClient; tokenMint: string; caipNetworkId: `solana:${string}` }
  /** The embedded wallet's bridge counts, when the configuration has a wallet frame. */
  embeddedWallet?: EmbeddedWalletPanelProps
  /** The modal is part of the page (`?layout=embedded`) rather than a dialog. */
  embedded?: boolean
}

/** The demo host app: Foyer's buttons, the hooks' live output, theme and wallet actions. */
export function App({
  loaded,
  testWalletInjected,
  eventLog,
  client,
  signIn,
  bitcoin,
  solana,
  embeddedWallet,
  embedded = false,
}: AppProps) {
  const { themeMode } = useFoyerTheme()
  useEffect(() => {
    document.documentElement.dataset.theme = themeMode
  }, [themeMode])

  return (
    <>
      <header className="demo-header">
        <p className="demo-brand">Foyer demo</p>
        <nav className="demo-wallet-nav" aria-label="Wallet">
          <NetworkButton />
          <ConnectButton id="connect" />
        </nav>
      </header>
      <main className="demo-main">
        <h1>Connect a wallet to the local devnets</h1>
        <p className="demo-intro">
          {testWalletInjected
            ? 'The Foyer Test Wallet is injected into this page (devnet keys only, never real funds): choose it in the modal.'
            : 'Choose a wallet installed in this browser.'}
        </p>
        <p className="demo-layout">
          {embedded ? (
            <a href="?" data-testid="demo-layout-link">
              Show the modal as a dialog
            </a>
          ) : (
            <a href={`?${EMBEDDED_LAYOUT_QUERY}`} data-testid="demo-layout-link">
              Show the modal embedded in the page
            </a>
          )}
        </p>
        {embedded ? (
          <section className="demo-embedded" aria-label="Wallet" data-testid="demo-embedded">
            <FoyerEmbedded />
          </section>
        ) : null}
        <div className="demo-grid">
          <StatusPanel />
          {signIn ? <SignInPanel client={signIn.client} required={signIn.required} /> : null}
          <SignMessagePanel />
          <SendTransactionPanel client={client} />
          <SendCallsPanel />
          <SessionPanel />
          <SwitchNetworkPanel />
          {bitcoin ? (
            <BitcoinPanel client={bitcoin.client} esploraUrl={bitcoin.esploraUrl} />
          ) : null}
          {solana ? <SolanaPanel {...solana} /> : null}
          {embeddedWallet ? <EmbeddedWalletPanel {...embeddedWallet} /> : null}
          <ThemePanel />
          <LanguagePanel />
          <EventsPanel eventLog={eventLog} />
        </div>
      </main>
      <footer className="demo-footer" data-testid="demo-config-source">
        {loaded.source === 'file'
          ? 'Configuration: /demo-config.json'
          : 'Configuration: the devstack defaults (pnpm devstack)'}
      </footer>
    </>
  )
}

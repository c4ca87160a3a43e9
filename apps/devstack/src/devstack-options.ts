import type { DevstackAuthOptions } from './auth/start-auth.js'
import type { DevstackDataServiceOptions } from './data-service.js'
import type { DevstackDirectoryOptions, DevstackRelayOptions } from './services.js'
import type { DevstackWalletConnectWalletOptions } from './walletconnect-wallet.js'

/** Options of `startDevstack`. Every port defaults to 0: a free port. */
export interface StartDevstackOptions {
  ports?: {
    /** One port per devnet, in {@link DEVSTACK_CHAINS} order. */
    chains?: readonly number[]
    directory?: number
    relay?: number
    /** The WalletConnect test wallet's page and API. */
    wallet?: number
    /** The local Solana JSON-RPC; its WebSocket takes the next port too. */
    solana?: number
    /** The local Bitcoin chain's esplora-compatible API. */
    bitcoin?: number
    /** The account data service. */
    dataService?: number
    /** The embedded wallet's auth server. */
    auth?: number
    /** The SMTP sink (the auth server's mail server). */
    smtp?: number
    /** The SMTP sink's HTTP inbox. */
    mailInbox?: number
    /** The local OpenID provider. */
    identityProvider?: number
    /** The embedded wallet frame (its own origin). */
    walletFrame?: number
    /** One bundler per entry of the devnets, in the same order. */
    bundlers?: readonly number[]
    /** The paymaster service (`@foyer/paymaster`, one for every devnet). */
    paymaster?: number
    /** The sandbox on-ramp's checkout page. */
    onramp?: number
  }
  /** Start the wallet directory service (default `true`), optionally with its options. */
  directory?: boolean | DevstackDirectoryOptions
  /** Start the WalletConnect relay (default `true`), optionally with its options. */
  relay?: boolean | DevstackRelayOptions
  /**
   * Start the account data service (its own process) against the devnets (default `true`),
   * optionally with its options; the stack resolves once it has indexed the seed.
   */
  dataService?: boolean | DevstackDataServiceOptions
  /**
   * Start the WalletConnect test wallet on the relay and devnets, with its page and control
   * API (default `false`; needs the relay).
   */
  walletConnectWallet?: boolean | DevstackWalletConnectWalletOptions
  /**
   * Start the embedded wallet's auth services (default `false`; the CLI turns them on): the auth server (its own
   * process), an SMTP sink with an HTTP inbox and a local OpenID provider for the six social
   * provider names; optionally with the frame origins and projects the auth server allows.
   */
  auth?: boolean | DevstackAuthOptions
  /**
   * Serve the embedded wallet frame on its own origin (`ports.walletFrame`), signing on the
   * devnets and talking to the stack's auth server (`true`, needs `auth`) or the one at
   * `authUrl` (default: not started). The auth server must list the frame's origin.
   */
  walletFrame?: boolean | { authUrl: string }
  /**
   * The host name the wallet frame is served under (it listens on 127.0.0.1 either way).
   * Default 127.0.0.1. Passkeys need `localhost` (WebAuthn refuses an IP address as RP ID);
   * the demo (`npm run demo`) serves it there, with its page on 127.0.0.1 (another site).
   */
  walletFrameHost?: string
  /**
   * The wallet frame's `smartAccountMode` (default `4337`): `7702` upgrades the user's own
   * address by an EIP-7702 delegation to `Simple7702Account` (needs `smartAccounts`).
   */
  walletFrameSmartAccountMode?: '4337' | '7702'
  /**
   * ERC-4337 on the devnets (default `false`; the CLI turns it on): EntryPoint v0.7 and the
   * smart account factory deployed on each, and one alto bundler per devnet (`ports.bundlers`).
   * The wallet frame then gets each network's smart account endpoints.
   */
  smartAccounts?: boolean
  /**
   * Serve the sandbox on-ramp's checkout page and offer it through the data service (default
   * `true` when the data service runs): it pays buyers from devnet account 8.
   */
  onramp?: boolean
  /** Start the local Solana network (default `true`). */
  solana?: boolean
  /**
   * Start the local regtest-like Bitcoin chain (default `true`); `blockIntervalMs` sets how
   * often it mines (0: only on `POST /mine`).
   */
  bitcoin?: boolean | { blockIntervalMs?: number }
  /** How long each part may take to answer, in milliseconds. Default 30 000. */
  startTimeoutMs?: number
  /** Receives one line per started part (for example `console.info`). */
  log?: (line: string) => void
  /** Called if a devnet exits on its own while the stack runs (not after `stop()`). */
  onUnexpectedExit?: (error: Error) => void
}

import type { ChainNamespace } from '@foyer/common'

/**
 * One namespace of a WalletConnect session proposal (CAIP-25): the chains asked for
 * (CAIP-2), the methods the app will call, the events it follows, and optionally the RPC
 * endpoint of each chain (keyed by chain reference) for reads made through the session.
 */
export interface WalletConnectProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string>
}

/** A request sent to the wallet through the session. */
export interface WalletConnectSessionRequest {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
}

/**
 * The app's one WalletConnect session as every adapter sees it. One connector owns it (the
 * EVM adapter's); the others put their namespace's face on it. Wallet answers are untrusted:
 * each adapter parses them.
 */
export interface SharedWalletConnectSession {
  /** Whether a session is live (approved, not expired). */
  readonly active: boolean
  /**
   * Without a live session, proposes one with every adapter's namespaces (a pairing uri
   * goes to the modal) and waits for the wallet's approval; with one, returns at once.
   */
  connect(): Promise<void>
  /** The CAIP-10 accounts the session grants in a namespace (none when it grants none). */
  accounts(namespace: ChainNamespace): string[]
  /** Sends a request to the wallet on a CAIP-2 chain of the session. */
  request(args: WalletConnectSessionRequest, chainId: string): Promise<unknown>
  /** Ends the session on both sides; every namespace hears it. */
  disconnect(): Promise<void>
  /** Follows the end of the session, from either side; returns the unsubscribe function. */
  onDisconnect(listener: () => void): () => void
}

/**
 * Where the adapters of one client meet around its WalletConnect session (plain data, so it
 * costs nothing to apps that never use it): each adapter adds its namespace's part of the
 * proposal; the adapter with the WalletConnect connector (the EVM one) sets `session`, which
 * opens the shared session on first use; the others call it.
 */
export interface WalletConnectHub {
  /** Each namespace's part of the proposal, read at each pairing (chainless ones left out). */
  namespaces: Map<ChainNamespace, () => WalletConnectProposalNamespace>
  /** Set by the session's owner: the shared session, opened once on first call. */
  session?: () => Promise<SharedWalletConnectSession>
}

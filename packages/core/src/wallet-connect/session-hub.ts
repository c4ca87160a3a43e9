import { type ChainNamespace, FoyerError } from '@foyer/common'

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
 * Where the adapters of one client meet around its WalletConnect session: each adapter adds
 * its namespace to the proposal, the owner provides the session, the others use it.
 */
export interface WalletConnectHub {
  /** Adds (or replaces) a namespace of the proposal; `build` is read at each pairing. */
  addNamespace(namespace: ChainNamespace, build: () => WalletConnectProposalNamespace): void
  /** Every namespace to propose now, by namespace, leaving out those with no chain. */
  proposalNamespaces(): Record<string, WalletConnectProposalNamespace>
  /** Installs the session's owner: `load` runs on the first {@link session} call. */
  provide(load: () => Promise<SharedWalletConnectSession>): void
  /** Whether an owner is installed. */
  readonly available: boolean
  /**
   * The shared session, loaded on first use (a failed load is retried next time).
   *
   * @throws FoyerError `CONNECTOR_TYPE_NOT_FOUND` when no adapter provides WalletConnect.
   */
  session(): Promise<SharedWalletConnectSession>
}

/** A hub for one client (never shared between clients). */
export function createWalletConnectHub(): WalletConnectHub {
  const builders = new Map<ChainNamespace, () => WalletConnectProposalNamespace>()
  let load: (() => Promise<SharedWalletConnectSession>) | undefined
  let loading: Promise<SharedWalletConnectSession> | undefined
  return {
    addNamespace(namespace, build) {
      builders.set(namespace, build)
    },
    proposalNamespaces() {
      const namespaces: Record<string, WalletConnectProposalNamespace> = {}
      for (const [namespace, build] of builders) {
        const proposal = build()
        if (proposal.chains.length > 0) namespaces[namespace] = proposal
      }
      return namespaces
    },
    provide(next) {
      load = next
      loading = undefined
    },
    get available() {
      return load !== undefined
    },
    session() {
      if (!load) {
        return Promise.reject(
          new FoyerError('CONNECTOR_TYPE_NOT_FOUND', { details: 'no WalletConnect session owner' }),
        )
      }
      if (!loading) {
        const attempt = load()
        loading = attempt
        attempt.catch(() => {
          if (loading === attempt) loading = undefined
        })
      }
      return loading
    },
  }
}

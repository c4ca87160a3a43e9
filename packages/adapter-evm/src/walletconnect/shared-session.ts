import type { CaipNetworkId, ChainNamespace } from '@foyer/common'
import type {
  SharedWalletConnectSession,
  WalletConnectHub,
  WalletConnectProposalNamespace,
} from '@foyer/core'
import type { WalletConnectConnectorContext } from './connector-context.js'
import { eip155ProposalNamespace } from './namespaces.js'
import { pairAndSignIn, signsInWithPairing } from './one-request-sign-in.js'
import type { ResolvedWalletConnectOptions } from './options.js'
import { relayUrlFor } from './relay-url.js'
import { WalletConnectSession, type WalletConnectSessionEvents } from './session.js'

/** What the session's owner needs: the connector's context, options and the other namespaces. */
export interface SharedSessionContext extends WalletConnectConnectorContext {
  options: ResolvedWalletConnectOptions
  /** The client's hub, where the other adapters put their namespaces (read at each pairing). */
  hub(): WalletConnectHub | undefined
}

/** The loaded session: the raw session (the EVM face), its shared face and its events. */
export interface OwnedSession {
  session: WalletConnectSession
  shared: SharedWalletConnectSession
  /** Proposes a session with every namespace unless one is live, and waits for approval. */
  connect(): Promise<void>
  /** Follows the session's events (the uri goes to the context); returns the unsubscribe. */
  listen(events: SessionListener): () => void
  /** Ends the session on both sides; every listener but `from` hears it. */
  end(from?: SessionListener): Promise<void>
}

/** What a namespace follows of the session. */
export type SessionListener = Omit<Partial<WalletConnectSessionEvents>, 'onUri' | 'onWalletRequest'>

/**
 * Opens the app's one WalletConnect session (loaded on first use, shared by every
 * namespace): the eip155 namespace for the adapter's networks plus the other adapters'
 * namespaces are proposed together, so one pairing grants them all. An end from either side
 * reaches every listener once.
 */
export async function openOwnedSession(context: SharedSessionContext): Promise<OwnedSession> {
  const logger = context.logger?.()
  const relayUrl = relayUrlFor(context.options, context.servicesRelay?.())
  const options = { ...context.options, relayUrl, ...(logger ? { logger } : {}) }
  const listeners = new Set<SessionListener>()
  const each = (call: (events: SessionListener) => void, except?: SessionListener) => {
    for (const events of [...listeners]) {
      if (events === except) continue
      try {
        call(events)
      } catch (error) {
        console.error('[foyer] a WalletConnect session listener failed', error)
      }
    }
  }
  const session = await WalletConnectSession.open(options, {
    onUri: (uri) => context.onUri(uri),
    onWalletRequest: (handoff) => context.onWalletRequest?.(handoff),
    onAccountsChanged: (payload) => each((events) => events.onAccountsChanged?.(payload)),
    onChainChanged: (payload) => each((events) => events.onChainChanged?.(payload)),
    onDisconnect: (payload) => each((events) => events.onDisconnect?.(payload)),
  })
  const connect = async () => {
    if (session.active) return
    const others: Record<string, WalletConnectProposalNamespace> = {}
    for (const [namespace, build] of context.hub()?.namespaces ?? []) {
      const proposal = build()
      if (namespace !== 'eip155' && proposal.chains.length > 0) others[namespace] = proposal
    }
    const eip155 = eip155ProposalNamespace(context.networks(), context.rpcUrls(), options.rpcMap)
    const namespaces = { ...(eip155.chains.length > 0 ? { eip155 } : {}), ...others }
    const siwx = context.siwx?.()
    if (signsInWithPairing(siwx, Object.keys(namespaces))) {
      // One request connects and signs in (SPEC §4); without CACAOs core's sign view follows.
      await pairAndSignIn({
        session: {
          authenticate: (params) => session.authenticate(params),
          formatAuthMessage: (payload, iss) => session.formatAuthMessage(payload, iss),
          accounts: () => session.accounts('eip155'),
        },
        siwx,
        chains: eip155.chains as CaipNetworkId[],
        methods: eip155.methods,
      })
      return
    }
    await session.connect(namespaces)
  }
  const end = async (from?: SessionListener) => {
    const wasActive = session.active
    await session.disconnect()
    // The provider does not report an end the app asked for: the namespaces hear it here.
    if (wasActive) {
      each((events) => events.onDisconnect?.({ code: 6000, message: 'User disconnected.' }), from)
    }
  }
  const shared: SharedWalletConnectSession = {
    get active() {
      return session.active
    },
    connect,
    accounts: (namespace: ChainNamespace) => session.accounts(namespace),
    request: (args, chainId) => session.request(args, chainId),
    disconnect: () => end(),
    onDisconnect(listener) {
      const events = { onDisconnect: () => listener() }
      listeners.add(events)
      return () => listeners.delete(events)
    },
  }
  return {
    session,
    shared,
    connect,
    end,
    listen(events) {
      listeners.add(events)
      return () => listeners.delete(events)
    },
  }
}

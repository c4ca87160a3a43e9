import {
  type CaipNetworkId,
  type ChainNamespace,
  FoyerError,
  isCaipAddress,
  parseCaipAddress,
} from '@foyer/common'
import type { AdapterAccount, AdapterContext, ConnectResult } from '../../adapter/types.js'
import { toPinoLogger } from '../../logger/pino-logger.js'
import { importUniversalProvider } from '../import-universal-provider.js'
import { PairingAttempts } from '../pairing-attempts.js'
import { proposalNamespaces } from './session-namespaces.js'
import type { UniversalProviderClass, UniversalProviderInstance } from './universal-session.js'
import type { WalletConnectOnlyOptions } from './walletconnect-only-options.js'

type SessionModule = typeof import('./universal-session.js')

/** What the connector's pairing needs from the adapter around it. */
export interface PairingHooks {
  /** The connector's id, reported in connect results. */
  connectorId: string
  /** The namespace served (the default network's). */
  namespace: ChainNamespace
  /** The adapter's context once `setup` has run. */
  context(): AdapterContext | undefined
  /** The universal provider has started: the connector now carries it. */
  onProvider(): void
}

/** The pairing side of core's WalletConnect connector (see {@link createPairing}). */
export interface Pairing {
  /** The started universal provider, if any. */
  provider(): UniversalProviderInstance | undefined
  connect(): Promise<ConnectResult>
  reconnect(): Promise<ConnectResult | undefined>
  disconnect(): Promise<void>
  destroy(): void
}

/** Where to install the optional peer when an app with no adapter lacks it. */
const INSTALL_HINT =
  'WalletConnect with no adapter needs the optional peer dependency @walletconnect/universal-provider; install it next to @foyer/core.'

/**
 * Pairs, restores and ends the WalletConnect session of core's own connector (apps with no
 * adapter). Loaded with the connector's first connect or reconnect, so apps that pass an
 * adapter never download it; WalletConnect itself (`universal-session.js` and the optional
 * `@walletconnect/universal-provider`) loads later still, when the session opens.
 */
export function createPairing(options: WalletConnectOnlyOptions, hooks: PairingHooks): Pairing {
  const { namespace } = hooks
  let provider: UniversalProviderInstance | undefined
  let loading: Promise<{ provider: UniversalProviderInstance; session: SessionModule }> | undefined
  // A fresh uri after expiry (or the modal reopened) supersedes the pending pairing; an
  // approval of the older one still connects the newest attempt.
  const attempts = new PairingAttempts<void>()

  const load = () => {
    loading ??= (async () => {
      const [session, UniversalProviderClass] = await Promise.all([
        import('./universal-session.js'),
        importUniversalProvider<UniversalProviderClass>(INSTALL_HINT),
      ])
      const context = hooks.context()
      const started = await session.openUniversalSession(
        UniversalProviderClass,
        {
          relayUrl: options.relayUrl,
          ...(options.metadata.projectId ? { projectId: options.metadata.projectId } : {}),
          metadata: {
            name: options.metadata.name,
            description: options.metadata.description,
            url: options.metadata.url,
            icons: options.metadata.icons,
          },
          ...(context?.logger
            ? { logger: toPinoLogger(context.logger, { context: 'walletconnect' }) }
            : {}),
        },
        {
          onUri: (uri) => hooks.context()?.emit({ type: 'walletConnectUri', uri }),
          onSessionUpdate: () => {
            if (!provider) return
            const accounts = accountsOf(session.sessionAccounts(provider), namespace)
            if (accounts.length === 0) hooks.context()?.emit({ type: 'disconnected' })
            else hooks.context()?.emit({ type: 'accountsChanged', accounts })
          },
          onDisconnect: () => hooks.context()?.emit({ type: 'disconnected' }),
        },
      )
      provider = started
      hooks.onProvider()
      return { provider: started, session }
    })()
    // A failed load (e.g. the optional peer is missing) may be tried again.
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }

  const resultOf = (session: SessionModule, live: UniversalProviderInstance) => {
    const granted = session.sessionAccounts(live)
    const accounts = accountsOf(granted, namespace)
    const first = granted.find((account) => accountsOf([account], namespace).length > 0)
    if (!first || accounts.length === 0) return undefined
    const { chainId } = parseCaipAddress(first)
    const result: ConnectResult = {
      connectorId: hooks.connectorId,
      accounts,
      caipNetworkId: `${namespace}:${chainId}` as CaipNetworkId,
    }
    return result
  }

  return {
    provider: () => provider,
    async connect() {
      const { provider: live, session } = await load()
      if (!session.hasLiveSession(live)) {
        await attempts.run(() =>
          session.pairUniversalSession(live, proposalNamespaces(options.networks)),
        )
      }
      const result = resultOf(session, live)
      if (!result) {
        throw new FoyerError('PROVIDER_NOT_FOUND', {
          details: `The wallet granted no ${namespace} account`,
        })
      }
      return result
    },
    async reconnect() {
      const { provider: live, session } = await load()
      return session.hasLiveSession(live) ? resultOf(session, live) : undefined
    },
    async disconnect() {
      if (!provider?.session) return
      try {
        await provider.disconnect()
      } catch (error) {
        hooks.context()?.logger?.warn('[foyer] WalletConnect disconnect failed', error)
      }
    },
    destroy() {
      const live = provider
      if (!live) return
      live.client.core.heartbeat.stop()
      void live.client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}

/** The session's accounts (CAIP-10, untrusted) of one namespace, as adapter accounts. */
function accountsOf(granted: readonly string[], namespace: ChainNamespace): AdapterAccount[] {
  const seen = new Set<string>()
  const accounts: AdapterAccount[] = []
  for (const account of granted) {
    if (!isCaipAddress(account)) continue
    const parsed = parseCaipAddress(account)
    if (parsed.namespace !== namespace || seen.has(parsed.address.toLowerCase())) continue
    seen.add(parsed.address.toLowerCase())
    accounts.push({ namespace, address: parsed.address, type: 'eoa' })
  }
  return accounts
}

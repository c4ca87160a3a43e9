import {
  type CaipNetworkId,
  type ChainNamespace,
  FoyerError,
  isCaipAddress,
  type Network,
  parseCaipAddress,
} from '@foyer/common'
import type {
  AdapterAccount,
  AdapterContext,
  Capability,
  Connector,
  ConnectResult,
  FoyerAdapter,
} from '../../adapter/types.js'
import type { FullDappMetadata } from '../../client/metadata.js'
import { toPinoLogger } from '../../logger/pino-logger.js'
import { importUniversalProvider } from '../import-universal-provider.js'
import { proposalNamespaces } from './session-namespaces.js'
import type { UniversalProviderClass, UniversalProviderInstance } from './universal-session.js'

/** The id of core's own WalletConnect connector. */
export const CORE_WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

/** What {@link createWalletConnectOnlyAdapter} takes (from the client's options). */
export interface WalletConnectOnlyOptions {
  /** The app's networks, default first: every namespace is proposed, the first one served. */
  networks: readonly [Network, ...Network[]]
  /** `services.relay`: the WalletConnect relay the app hosts. */
  relayUrl: string
  metadata: FullDappMetadata
}

const coreAdapters = new WeakSet<FoyerAdapter>()

/** Whether an adapter is core's own WalletConnect connector rather than one the app passed. */
export function isWalletConnectOnlyAdapter(adapter: FoyerAdapter): boolean {
  return coreAdapters.has(adapter)
}

type SessionModule = typeof import('./universal-session.js')
/** Where to install the optional peer when an app with no adapter lacks it. */
const INSTALL_HINT =
  'WalletConnect with no adapter needs the optional peer dependency @walletconnect/universal-provider; install it next to @foyer/core.'

/**
 * Core's WalletConnect connector for an app with no adapter (SPEC §2 rule 4): it lets the
 * ConnectingWalletConnectBasic view (desktop) and AllWallets (mobile) pair a wallet over the
 * app's relay, and `useFoyerProvider` hand out the universal provider for the app's own
 * requests. One session proposes every namespace of the app's networks; the account shown is
 * the default network's namespace. WalletConnect loads (its own chunk and the optional
 * `@walletconnect/universal-provider`) only when a pairing starts or a stored one is restored.
 * No chain capability is claimed: signing and sending go through the provider.
 */
export function createWalletConnectOnlyAdapter(options: WalletConnectOnlyOptions): FoyerAdapter {
  const namespace: ChainNamespace = options.networks[0].chainNamespace
  const chains = options.networks
    .filter((network) => network.chainNamespace === namespace)
    .map((network) => network.caipNetworkId)
  let context: AdapterContext | undefined
  let provider: UniversalProviderInstance | undefined
  let loading: Promise<{ provider: UniversalProviderInstance; session: SessionModule }> | undefined

  const connector = (): Connector => ({
    id: CORE_WALLETCONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain: namespace,
    chains,
    ...(provider ? { provider } : {}),
  })

  const load = () => {
    loading ??= (async () => {
      const [session, UniversalProviderClass] = await Promise.all([
        import('./universal-session.js'),
        importUniversalProvider<UniversalProviderClass>(INSTALL_HINT),
      ])
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
          onUri: (uri) => context?.emit({ type: 'walletConnectUri', uri }),
          onSessionUpdate: () => {
            if (!provider) return
            const accounts = accountsOf(session.sessionAccounts(provider), namespace)
            if (accounts.length === 0) context?.emit({ type: 'disconnected' })
            else context?.emit({ type: 'accountsChanged', accounts })
          },
          onDisconnect: () => context?.emit({ type: 'disconnected' }),
        },
      )
      provider = started
      // The connector now carries the provider (`useFoyerProvider`).
      context?.emit({ type: 'connectorsChanged', connectors: [connector()] })
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
      connectorId: CORE_WALLETCONNECT_CONNECTOR_ID,
      accounts,
      caipNetworkId: `${namespace}:${chainId}` as CaipNetworkId,
    }
    return result
  }

  const adapter: FoyerAdapter = {
    namespace,
    capabilities: ['reconnect'] satisfies Capability[],
    setup(adapterContext) {
      context = adapterContext
      adapterContext.emit({ type: 'connectorsChanged', connectors: [connector()] })
    },
    getConnectors: () => [connector()],
    async connect() {
      const { provider: live, session } = await load()
      if (!session.hasLiveSession(live)) {
        await session.pairUniversalSession(live, proposalNamespaces(options.networks))
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
        context?.logger?.warn('[foyer] WalletConnect disconnect failed', error)
      }
    },
    destroy() {
      const live = provider
      if (!live) return
      live.client.core.heartbeat.stop()
      void live.client.core.relayer.transportClose().catch(() => undefined)
    },
  }
  coreAdapters.add(adapter)
  return adapter
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

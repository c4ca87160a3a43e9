import type { ChainNamespace } from '@foyer/common'
import type { AdapterContext, Capability, Connector, FoyerAdapter } from '../../adapter/types.js'
import type { WalletConnectOnlyOptions } from './walletconnect-only-options.js'
import type { Pairing } from './walletconnect-only-pairing.js'

export type { WalletConnectOnlyOptions }

/** The id of core's own WalletConnect connector. */
export const CORE_WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

const coreAdapters = new WeakSet<FoyerAdapter>()

/** Whether an adapter is core's own WalletConnect connector rather than one the app passed. */
export function isWalletConnectOnlyAdapter(adapter: FoyerAdapter): boolean {
  return coreAdapters.has(adapter)
}

/**
 * Core's WalletConnect connector for an app with no adapter (SPEC §2 rule 4): it lets the
 * ConnectingWalletConnectBasic view (desktop) and AllWallets (mobile) pair a wallet over the
 * app's relay, and `useFoyerProvider` hand out the universal provider for the app's own
 * requests. One session proposes every namespace of the app's networks; the account shown is
 * the default network's namespace. Its pairing code (a chunk of its own), then WalletConnect
 * (another chunk and the optional `@walletconnect/universal-provider`) load only when a
 * pairing starts or a stored one is restored, so an app that passes an adapter downloads
 * neither. No chain capability is claimed: signing and sending go through the provider.
 */
export function createWalletConnectOnlyAdapter(options: WalletConnectOnlyOptions): FoyerAdapter {
  const namespace: ChainNamespace = options.networks[0].chainNamespace
  const chains = options.networks
    .filter((network) => network.chainNamespace === namespace)
    .map((network) => network.caipNetworkId)
  let context: AdapterContext | undefined
  let pairing: Pairing | undefined
  let loadingPairing: Promise<Pairing> | undefined

  const connector = (): Connector => {
    const provider = pairing?.provider()
    return {
      id: CORE_WALLETCONNECT_CONNECTOR_ID,
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chain: namespace,
      chains,
      ...(provider ? { provider } : {}),
    }
  }

  const pairingOf = () => {
    loadingPairing ??= import('./walletconnect-only-pairing.js').then(({ createPairing }) => {
      pairing = createPairing(options, {
        connectorId: CORE_WALLETCONNECT_CONNECTOR_ID,
        namespace,
        context: () => context,
        // The connector now carries the provider (`useFoyerProvider`).
        onProvider: () => context?.emit({ type: 'connectorsChanged', connectors: [connector()] }),
      })
      return pairing
    })
    // A chunk that failed to load may be tried again.
    loadingPairing.catch(() => {
      loadingPairing = undefined
    })
    return loadingPairing
  }

  const adapter: FoyerAdapter = {
    namespace,
    capabilities: ['reconnect'] satisfies Capability[],
    setup(adapterContext) {
      context = adapterContext
      adapterContext.emit({ type: 'connectorsChanged', connectors: [connector()] })
    },
    getConnectors: () => [connector()],
    connect: async () => (await pairingOf()).connect(),
    reconnect: async () => (await pairingOf()).reconnect(),
    // No pairing loaded means no session to end.
    disconnect: async () => pairing?.disconnect(),
    destroy: () => pairing?.destroy(),
  }
  coreAdapters.add(adapter)
  return adapter
}

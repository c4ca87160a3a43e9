import { type CaipNetworkId, FoyerError, type Network } from '@foyer/common'
import type { AdapterContext, Capability, FoyerAdapter, FoyerSiwx } from '@foyer/core'
import type { CoinbaseWalletConnector } from './coinbase/types.js'
import { endSession } from './connection/end-session.js'
import { RECONNECT_ANNOUNCE_TIMEOUT_MS } from './connection/reconnect-timeout.js'
import { ConnectorRegistry, type EvmConnector } from './discovery/connector-registry.js'
import {
  type ExternalConnectorOptions,
  toExternalConnectors,
} from './discovery/external-connectors.js'
import {
  type Discovery,
  type DiscoveryTarget,
  startDiscovery,
} from './discovery/start-discovery.js'
import { evmChainId } from './network/chain-id.js'
import { lazySiwxFromSiweConfig } from './siwe/lazy-siwe-config.js'
import type { SiweConfig } from './siwe/siwe-config.js'
import { type EvmAdapterState, notifyConnectorsChanged } from './state.js'
import { createWalletConnectConnector } from './walletconnect/connector.js'
import type { WalletConnectOptions } from './walletconnect/options.js'

/** Everything the EVM adapter can do beyond connecting (SPEC §6: views ask for these). */
export const EVM_CAPABILITIES = [
  'reconnect',
  'switchNetwork',
  'signMessage',
  'signTypedData',
  'sendTransaction',
  'estimateGas',
  'isSponsored',
  'getGasPrice',
  'getBalance',
  'getTokenBalance',
  'watchBlocks',
  'waitForTransaction',
  'getProfile',
] as const satisfies readonly Capability[]

/** Options of {@link createEvmAdapter}. */
export interface EvmAdapterOptions {
  /**
   * EVM networks served besides the ones core passes to `setup` (core's come first). Needed
   * only when the adapter is used without core.
   */
  networks?: readonly Network[]
  /** Wallets the app provides itself (EXTERNAL connectors), listed first. */
  connectors?: readonly ExternalConnectorOptions[]
  /** App-side RPC endpoints by network, replacing the network's `rpcUrls.default.http`. */
  rpcUrls?: Partial<Record<CaipNetworkId, readonly string[]>>
  /**
   * Where to discover wallets (EIP-6963 events and `ethereum`); defaults to `window` in a
   * browser. `false` turns discovery off.
   */
  discovery?: DiscoveryTarget | false
  /** How long `reconnect` waits for the stored wallet to announce itself (default 1000 ms). */
  reconnectTimeoutMs?: number
  /**
   * Adds the WalletConnect connector (QR code and deep links through your relay). Its code
   * and WalletConnect's universal provider (an optional peer dependency) load only when it
   * is used.
   */
  walletConnect?: WalletConnectOptions
  /**
   * Adds "Coinbase Wallet" through the Coinbase Wallet SDK: pass `coinbaseWallet({ … })` from
   * `@foyer/adapter-evm/coinbase` (its own entry, so apps without it never reference the
   * optional `@coinbase/wallet-sdk`). Listed only while no Coinbase extension is announced or
   * injected (the extension is used then).
   */
  coinbaseWallet?: CoinbaseWalletConnector
  /** Sign-In with Ethereum in the EIP-4361-only shape other kits use; not with `siwx`. */
  siweConfig?: SiweConfig
  /** Sign-in with wallet (`createSiwx` of `@foyer/siwx`); not with `siweConfig`. */
  siwx?: FoyerSiwx
}

/** The EVM adapter: a {@link FoyerAdapter} whose connectors carry EIP-1193 providers. */
export interface EvmAdapter extends FoyerAdapter {
  readonly namespace: 'eip155'
  readonly capabilities: typeof EVM_CAPABILITIES
  getConnectors(): readonly EvmConnector[]
}

/**
 * Creates the EVM adapter for Foyer's core: EIP-6963, injected and app-provided wallets;
 * connect, reconnect, switch, sign, send, estimate, read balances, watch blocks and wait for
 * transactions through viem.
 * Safe to create during server rendering: the window is touched only in `setup`.
 *
 * @example
 * const adapter = createEvmAdapter({ rpcUrls: { 'eip155:1': ['https://rpc.example'] } })
 * @throws FoyerError 'Cannot set both siweConfig and siwx options' (SPEC §5).
 */
export function createEvmAdapter(options: EvmAdapterOptions = {}): EvmAdapter {
  if (options.siweConfig && options.siwx) throw new FoyerError('SIWE_AND_SIWX_BOTH_SET')
  const siwx =
    options.siwx ?? (options.siweConfig ? lazySiwxFromSiweConfig(options.siweConfig) : undefined)
  const walletConnect =
    options.walletConnect &&
    createWalletConnectConnector(options.walletConnect, {
      networks: () => state.networks,
      rpcUrls: () => state.rpcUrls,
      onUri: (uri) => state.emit({ type: 'walletConnectUri', uri }),
      onWalletRequest: (handoff) => state.emit({ type: 'walletRequest', handoff }),
      logger: () => state.logger,
      servicesRelay: () => state.servicesRelay,
      // The adapter's own sign-in, else the client's: either signs in while pairing.
      siwx: () => siwx ?? state.clientSiwx,
    })
  const state: EvmAdapterState = {
    networks: [],
    rpcUrls: options.rpcUrls ?? {},
    registry: new ConnectorRegistry(
      [
        ...toExternalConnectors(options.connectors ?? []),
        ...(walletConnect ? [walletConnect.connector] : []),
      ],
      options.coinbaseWallet ? [options.coinbaseWallet({ networks: () => state.networks })] : [],
    ),
    clients: new Map(),
    connection: undefined,
    emit: () => {},
    connectorListeners: new Set(),
  }
  let discovery: Discovery | undefined
  setNetworks(state, [], options.networks ?? [])

  return {
    namespace: 'eip155',
    capabilities: EVM_CAPABILITIES,
    ...(siwx ? { siwx } : {}),
    async setup(context: AdapterContext) {
      state.emit = (event) => context.emit(event)
      if (context.logger) state.logger = context.logger
      if (context.relayUrl) state.servicesRelay = context.relayUrl
      if (context.siwx) state.clientSiwx = context.siwx
      setNetworks(state, context.networks, options.networks ?? [])
      if (walletConnect && context.walletConnect) walletConnect.provideTo(context.walletConnect)
      const target = options.discovery ?? defaultDiscoveryTarget()
      if (target && !discovery) discovery = startDiscovery(state, target)
      // The embedded wallet (email and social login): its own chunk, only when enabled; the
      // bridge and the frame load later still, on first use.
      if (context.embeddedWallet && !state.registry.list().some((c) => c.type === 'AUTH')) {
        const { createAuthConnector } = await import('./embedded/auth-connector.js')
        state.registry.setAuth(createAuthConnector(context.embeddedWallet))
      }
      // One report of the list as set up (discovery may have reported some of it already).
      notifyConnectorsChanged(state)
    },
    getConnectors: () => state.registry.list(),
    connect: async (params) => (await connectionActions()).connectWallet(state, params),
    disconnect: async () => (await connectionActions()).disconnectWallet(state),
    destroy() {
      discovery?.stop()
      discovery = undefined
      endSession(state)
      walletConnect?.close().catch((error: unknown) => {
        console.warn('[foyer] could not close the WalletConnect connection', error)
      })
      state.connectorListeners.clear()
      state.emit = () => {}
    },
    reconnect: async (params) =>
      (await connectionActions()).reconnectWallet(
        state,
        params,
        options.reconnectTimeoutMs ?? RECONNECT_ANNOUNCE_TIMEOUT_MS,
        () => discovery?.refreshInjected(),
      ),
    switchNetwork: async (network) => (await connectionActions()).switchNetwork(state, network),
    signMessage: async (params) => (await connectionActions()).signMessage(state, params),
    signTypedData: async (params) => (await accountActions()).signTypedData(state, params),
    sendTransaction: async (params) => (await accountActions()).sendTransaction(state, params),
    estimateGas: async (params) => (await accountActions()).estimateGas(state, params),
    isSponsored: async (params) => (await accountActions()).isSponsored(state, params),
    getGasPrice: async (params) => (await accountActions()).getGasPrice(state, params),
    getBalance: async (params) => (await accountActions()).getNativeBalance(state, params),
    getTokenBalance: async (params) => (await accountActions()).getErc20Balance(state, params),
    watchBlocks(params) {
      // The watcher's code is in the lazy chunk: start once it has loaded, unless stopped.
      let stop: (() => void) | undefined
      let stopped = false
      accountActions().then(
        (actions) => {
          if (!stopped) stop = actions.watchBlocks(state, params)
        },
        (error: unknown) => params.onError?.(error),
      )
      return () => {
        stopped = true
        stop?.()
      }
    },
    waitForTransaction: async (params) =>
      (await accountActions()).waitForTransaction(state, params),
    getProfile: async (params) => (await ensActions()).getEnsProfile(state, params),
  }
}

/** The ENS lookup (viem's ENS actions), loaded when core first asks for a name. */
function ensActions(): Promise<typeof import('./actions/ens-profile.js')> {
  return import('./actions/ens-profile.js')
}

/**
 * Connect, reconnect, disconnect, switch and sign, with the wallet-answer schemas they parse
 * with, loaded on first use (a lazy chunk in apps' builds: not part of an app's start-up).
 */
function connectionActions(): Promise<typeof import('./connection/connection-actions.js')> {
  return import('./connection/connection-actions.js')
}

/** The RPC and typed-data actions, loaded on first use (a lazy chunk in apps' builds). */
function accountActions(): Promise<typeof import('./actions/account-actions.js')> {
  return import('./actions/account-actions.js')
}

function defaultDiscoveryTarget(): DiscoveryTarget | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as DiscoveryTarget)
}

/** Keeps the EVM networks of core's list and the app's extras (first of each id wins). */
function setNetworks(
  state: EvmAdapterState,
  fromCore: readonly Network[],
  extra: readonly Network[],
): void {
  const byId = new Map<CaipNetworkId, Network>()
  for (const network of [...fromCore, ...extra]) {
    if (network.chainNamespace !== 'eip155' || byId.has(network.caipNetworkId)) continue
    evmChainId(network) // throws on a malformed EVM network
    byId.set(network.caipNetworkId, network)
  }
  state.networks = [...byId.values()]
  state.clients.clear()
  state.registry.setChains([...byId.keys()])
}

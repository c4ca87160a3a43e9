import type { CaipNetworkId, Network } from '@foyer/common'
import type { AdapterContext, Capability, FoyerAdapter, WalletConnectHub } from '@foyer/core'
import {
  esploraUrlOf,
  estimateTransferSize,
  getBalance,
  getFeeRate,
  sendTransfer,
  signMessage,
  signPsbt,
} from './actions.js'
import { openConnection, requireConnector, waitForConnector } from './connection.js'
import { startStandardDiscovery } from './discovery/standard-discovery.js'
import { waitForConfirmation, watchTip } from './esplora/block-watch.js'
import {
  type BitcoinAdapterState,
  type BitcoinConnector,
  notifyConnectorsChanged,
} from './state.js'
import {
  type BitcoinRequestProvider,
  isBitcoinRequestProvider,
  requestBackend,
} from './wallet/request-backend.js'
import { type StandardWallet, standardBackend } from './wallet/standard-backend.js'
import type { BitcoinMessageProtocol } from './wallet/types.js'
import { bip122ProposalNamespace } from './walletconnect/namespace.js'
import { sessionBackend } from './walletconnect/session-backend.js'

/**
 * Everything the Bitcoin adapter can do beyond connecting (views ask for these). Its
 * `getGasPrice` is the fee rate in sat/vB and `estimateGas` a transfer's size in vbytes.
 */
export const BITCOIN_CAPABILITIES = [
  'reconnect',
  'signMessage',
  'signPsbt',
  'sendTransaction',
  'getBalance',
  'getGasPrice',
  'estimateGas',
  'watchBlocks',
  'waitForTransaction',
] as const satisfies readonly Capability[]

/** How long `reconnect` waits for the stored wallet to register itself, by default. */
export const BITCOIN_RECONNECT_TIMEOUT_MS = 1_000

/** The id of the sats-connect style connector over `window.BitcoinProvider`. */
export const BITCOIN_REQUEST_CONNECTOR_ID = 'bitcoin-request'

/** Options of {@link createBitcoinAdapter}. */
export interface BitcoinAdapterOptions {
  /** Bitcoin networks served besides the ones core passes to `setup` (core's come first). */
  networks?: readonly Network[]
  /** esplora-compatible API base URLs by network, replacing `rpcUrls.default.http[0]`. */
  esploraUrls?: Partial<Record<CaipNetworkId, string>>
  /** Where to discover wallets; defaults to `window` in a browser. `false` turns it off. */
  discovery?: Window | false
  /**
   * A sats-connect style provider (`request(method, params)`) to offer; by default
   * `window.BitcoinProvider` when no Wallet Standard Bitcoin wallet registered.
   */
  requestProvider?: { provider: BitcoinRequestProvider; name: string; imageUrl?: string }
  /** How long `reconnect` waits for the stored wallet to register (default 1000 ms). */
  reconnectTimeoutMs?: number
  /** How often new blocks and a sent transaction's status are polled (default 2000 ms). */
  pollIntervalMs?: number
}

/** The Bitcoin adapter: a {@link FoyerAdapter} for the `bip122` namespace. */
export interface BitcoinAdapter extends FoyerAdapter {
  readonly namespace: 'bip122'
  readonly capabilities: typeof BITCOIN_CAPABILITIES
  getConnectors(): readonly BitcoinConnector[]
  /** Signs with BIP-322 (default) or, with `protocol: 'ecdsa'`, the legacy message format. */
  signMessage(params: {
    message: string
    address: string
    protocol?: BitcoinMessageProtocol
  }): Promise<string>
}

function safeIcon(icon: string): string | undefined {
  return /^data:image\/(png|svg\+xml|webp|jpeg|gif);/.test(icon) || icon.startsWith('https://')
    ? icon
    : undefined
}

function standardConnector(wallet: StandardWallet, state: BitcoinAdapterState): BitcoinConnector {
  const imageUrl = typeof wallet.icon === 'string' ? safeIcon(wallet.icon) : undefined
  return {
    id: `wallet-standard:${wallet.name}`,
    type: 'ANNOUNCED',
    name: wallet.name,
    ...(imageUrl ? { imageUrl } : {}),
    provider: wallet,
    chain: 'bip122',
    chains: state.networks.map((network) => network.caipNetworkId),
    backend: standardBackend(wallet),
  }
}

/**
 * Creates the Bitcoin adapter for Foyer's core: Wallet Standard wallets with the bitcoin
 * features and sats-connect style providers; payment and ordinals accounts; BIP-322 / ECDSA
 * message signing, PSBT signing (checked with `@scure/btc-signer`, loaded on first use),
 * transfers, and balances in BTC through an esplora-compatible API.
 *
 * @example
 * const adapter = createBitcoinAdapter({ esploraUrls: { [bitcoin.caipNetworkId]: 'https://esplora.example/api' } })
 */
export function createBitcoinAdapter(options: BitcoinAdapterOptions = {}): BitcoinAdapter {
  const state: BitcoinAdapterState = {
    networks: [],
    esploraUrls: options.esploraUrls ?? {},
    connectors: [],
    connection: undefined,
    emit: () => {},
    connectorListeners: new Set(),
  }
  let stopDiscovery: (() => void) | undefined
  setNetworks(state, [], options.networks ?? [])

  const addConnector = (connector: BitcoinConnector) => {
    if (state.connectors.some((existing) => existing.id === connector.id)) return
    // A Wallet Standard wallet replaces the anonymous request-style one.
    if (connector.type === 'ANNOUNCED' && !options.requestProvider) {
      state.connectors = state.connectors.filter((c) => c.id !== BITCOIN_REQUEST_CONNECTOR_ID)
    }
    state.connectors = [...state.connectors, connector]
    notifyConnectorsChanged(state)
  }

  return {
    namespace: 'bip122',
    capabilities: BITCOIN_CAPABILITIES,
    setup(context: AdapterContext) {
      state.emit = (event) => context.emit(event)
      setNetworks(state, context.networks, options.networks ?? [])
      const target = options.discovery ?? (typeof window === 'undefined' ? undefined : window)
      if (options.requestProvider) {
        const { provider, name, imageUrl } = options.requestProvider
        addConnector(requestConnector(state, provider, name, imageUrl))
      }
      if (target && !stopDiscovery) {
        stopDiscovery = startStandardDiscovery(target, (wallet) =>
          addConnector(standardConnector(wallet, state)),
        )
        const injected = (target as unknown as { BitcoinProvider?: unknown }).BitcoinProvider
        const hasStandard = state.connectors.some((c) => c.type === 'ANNOUNCED')
        if (!options.requestProvider && !hasStandard && isBitcoinRequestProvider(injected)) {
          addConnector(requestConnector(state, injected, 'Bitcoin Wallet'))
        }
      }
      const hub = context.walletConnect
      if (hub) {
        hub.namespaces.set('bip122', () => bip122ProposalNamespace(state.networks))
        // The session's owner (the EVM adapter) sets up beside this one: offer it once it has.
        queueMicrotask(() => {
          if (hub.session) addConnector(walletConnectConnector(state, hub))
        })
      }
      notifyConnectorsChanged(state)
    },
    getConnectors: () => state.connectors,
    connect: (params) =>
      openConnection(state, requireConnector(state, params.connectorId), {
        ...(params.caipNetworkId ? { caipNetworkId: params.caipNetworkId } : {}),
        silent: false,
      }),
    async disconnect() {
      const connection = state.connection
      state.connection = undefined
      connection?.stopWatching()
      await connection?.connector.backend.disconnect()
    },
    destroy() {
      stopDiscovery?.()
      stopDiscovery = undefined
      state.connection?.stopWatching()
      state.connection = undefined
      state.connectorListeners.clear()
      state.emit = () => {}
    },
    async reconnect({ connectorId }) {
      const connector = await waitForConnector(
        state,
        connectorId,
        options.reconnectTimeoutMs ?? BITCOIN_RECONNECT_TIMEOUT_MS,
      )
      if (!connector) return undefined
      try {
        return await openConnection(state, connector, { silent: true })
      } catch {
        return undefined
      }
    },
    signMessage: (params) => signMessage(state, params),
    signPsbt: (params) => signPsbt(state, params),
    sendTransaction: (params) => sendTransfer(state, params),
    getBalance: (params) => getBalance(state, params),
    /** The fee rate in sat/vB for the next block (esplora `/fee-estimates`). */
    getGasPrice: (params) => getFeeRate(state, params),
    /** The virtual size in vbytes of a transfer to `request.to` (one input, change). */
    estimateGas: (params) => estimateTransferSize(state, params),
    watchBlocks: ({ caipNetworkId, onBlock, onError }) =>
      watchTip({
        baseUrl: esploraUrlOf(state, caipNetworkId),
        onBlock,
        onError,
        intervalMs: options.pollIntervalMs,
      }),
    async waitForTransaction({ hash, caipNetworkId, signal }) {
      const blockNumber = await waitForConfirmation({
        baseUrl: esploraUrlOf(state, caipNetworkId),
        txid: hash,
        signal,
        intervalMs: options.pollIntervalMs,
      })
      // A Bitcoin transaction in a block has no other outcome: invalid ones never get there.
      return { blockNumber, status: 'success' }
    },
  }
}

/** The bip122 face of the app's WalletConnect session (same id and name as the EVM one's). */
function walletConnectConnector(
  state: BitcoinAdapterState,
  hub: WalletConnectHub,
): BitcoinConnector {
  return {
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain: 'bip122',
    chains: state.networks.map((network) => network.caipNetworkId),
    backend: sessionBackend(hub),
  }
}

function requestConnector(
  state: BitcoinAdapterState,
  provider: BitcoinRequestProvider,
  name: string,
  imageUrl?: string,
): BitcoinConnector {
  return {
    id: BITCOIN_REQUEST_CONNECTOR_ID,
    type: 'INJECTED',
    name,
    ...(imageUrl ? { imageUrl } : {}),
    provider,
    chain: 'bip122',
    chains: state.networks.map((network) => network.caipNetworkId),
    backend: requestBackend(provider),
  }
}

/** Keeps the Bitcoin networks of core's list and the app's extras (first of each id wins). */
function setNetworks(
  state: BitcoinAdapterState,
  fromCore: readonly Network[],
  extra: readonly Network[],
): void {
  const byId = new Map<CaipNetworkId, Network>()
  for (const network of [...fromCore, ...extra]) {
    if (network.chainNamespace !== 'bip122' || byId.has(network.caipNetworkId)) continue
    byId.set(network.caipNetworkId, network)
  }
  state.networks = [...byId.values()]
  const chains = [...byId.keys()]
  state.connectors = state.connectors.map((connector) => ({ ...connector, chains }))
}

import type { CaipNetworkId, Network } from '@foyer/common'
import type { AdapterEvent, Connector } from '@foyer/core'
import type { BitcoinWalletAccount, BitcoinWalletBackend } from './wallet/types.js'

/** A Bitcoin connector: a {@link Connector} with the backend that reaches its wallet. */
export interface BitcoinConnector extends Connector {
  chain: 'bip122'
  backend: BitcoinWalletBackend
}

/** The wallet connection the adapter holds between connect and disconnect. */
export interface BitcoinConnection {
  connector: BitcoinConnector
  accounts: BitcoinWalletAccount[]
  caipNetworkId: CaipNetworkId
  stopWatching(): void
}

/** Everything one Bitcoin adapter instance keeps; never shared between instances. */
export interface BitcoinAdapterState {
  networks: readonly Network[]
  /** App-side esplora base URLs by network, replacing the network's `rpcUrls.default.http`. */
  esploraUrls: Partial<Record<CaipNetworkId, string>>
  connectors: BitcoinConnector[]
  connection: BitcoinConnection | undefined
  emit(event: AdapterEvent): void
  /** Called whenever the connector list changes (used to wait for a wallet to register). */
  connectorListeners: Set<() => void>
}

/** Reports the connector list to core and to anyone waiting for a connector. */
export function notifyConnectorsChanged(state: BitcoinAdapterState): void {
  state.emit({ type: 'connectorsChanged', connectors: [...state.connectors] })
  for (const listener of state.connectorListeners) listener()
}

import { type CaipNetworkId, FoyerError, type Network } from '@foyer/common'
import type { AdapterEvent, FoyerLogger, FoyerSiwx } from '@foyer/core'
import type { Address } from 'viem'
import type { ConnectorRegistry, EvmConnector } from './discovery/connector-registry.js'
import type { RpcClient } from './transport/rpc-client.js'

/** The wallet connection an adapter holds between connect and disconnect. */
export interface EvmConnection {
  connector: EvmConnector
  accounts: readonly Address[]
  chainId: number
  /** Stops following the provider's events. */
  stopWatching(): void
}

/** Everything one EVM adapter instance keeps; never shared between instances. */
export interface EvmAdapterState {
  /** The networks the app configured, default first. */
  networks: readonly Network[]
  /** App-side RPC endpoints that replace a network's own, by CAIP network id. */
  rpcUrls: Partial<Record<CaipNetworkId, readonly string[]>>
  registry: ConnectorRegistry
  /** One public client per network, so each transport (and its ranking) exists once. */
  clients: Map<CaipNetworkId, RpcClient>
  connection: EvmConnection | undefined
  /** Core's logger, from `setup`. */
  logger?: FoyerLogger
  /** The client's `services.relay`, from `setup` (WalletConnect's relay when it names none). */
  servicesRelay?: string
  /** The client's sign-in (`createFoyer({ siwx })`), from `setup`. */
  clientSiwx?: FoyerSiwx
  /** Reports to core; a no-op until `setup`. */
  emit(event: AdapterEvent): void
  /** Called whenever the connector list changes (used to wait for an announcement). */
  connectorListeners: Set<() => void>
}

/** The configured network with this id; throws 'Network not found' otherwise. */
export function requireNetwork(state: EvmAdapterState, caipNetworkId: CaipNetworkId): Network {
  const network = state.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!network) throw new FoyerError('NETWORK_NOT_FOUND', { details: caipNetworkId })
  return network
}

/** The current connection; throws 'Provider is undefined' when no wallet is connected. */
export function requireConnection(state: EvmAdapterState): EvmConnection {
  if (!state.connection) throw new FoyerError('PROVIDER_UNDEFINED')
  return state.connection
}

/** The connected account with this address (any case); throws 'No accounts found' otherwise. */
export function requireAccount(connection: EvmConnection, address: string): Address {
  const account = connection.accounts.find(
    (candidate) => candidate.toLowerCase() === address.toLowerCase(),
  )
  if (!account) throw new FoyerError('NO_ACCOUNTS_FOUND', { details: address })
  return account
}

/** Tells core and internal waiters that the connector list changed. */
export function notifyConnectorsChanged(state: EvmAdapterState): void {
  state.emit({ type: 'connectorsChanged', connectors: state.registry.list() })
  for (const listener of state.connectorListeners) listener()
}

import { type CaipNetworkId, FoyerError } from '@foyer/common'
import type { AdapterAccount, ConnectResult } from '@foyer/core'
import type { BitcoinAdapterState, BitcoinConnector } from './state.js'
import type { BitcoinWalletAccount } from './wallet/types.js'

/** Core's account records for a wallet's Bitcoin accounts (payment first). */
export function toAdapterAccounts(accounts: readonly BitcoinWalletAccount[]): AdapterAccount[] {
  return accounts.map((account) => ({
    namespace: 'bip122',
    address: account.address,
    type: account.purpose,
    ...(account.publicKey ? { publicKey: account.publicKey } : {}),
    ...(account.path ? { path: account.path } : {}),
  }))
}

/** The connector with this id; throws 'Provider not found' otherwise. */
export function requireConnector(
  state: BitcoinAdapterState,
  connectorId: string,
): BitcoinConnector {
  const connector = state.connectors.find((candidate) => candidate.id === connectorId)
  if (!connector) throw new FoyerError('PROVIDER_NOT_FOUND', { details: connectorId })
  return connector
}

/**
 * The network to connect on: the one asked for when the wallet serves it (or declares no
 * networks), else the first configured network the wallet declares, else the asked or
 * default one.
 */
function pickNetwork(
  state: BitcoinAdapterState,
  walletChains: readonly string[],
  requested: CaipNetworkId | undefined,
): CaipNetworkId {
  const configured = state.networks.map((network) => network.caipNetworkId)
  const fallback = requested ?? configured[0]
  if (!fallback) throw new FoyerError('CAIP_NETWORK_UNDEFINED', { details: 'bip122' })
  if (walletChains.length === 0 || walletChains.includes(fallback)) return fallback
  return configured.find((id) => walletChains.includes(id)) ?? fallback
}

/**
 * Connects (or, with `silent`, restores without a prompt) the wallet behind a connector and
 * follows its account changes. Throws 'No accounts found' when it shares none.
 */
export async function openConnection(
  state: BitcoinAdapterState,
  connector: BitcoinConnector,
  params: { caipNetworkId?: CaipNetworkId; silent: boolean },
): Promise<ConnectResult> {
  const accounts = await connector.backend.connect({ silent: params.silent })
  if (accounts.length === 0) throw new FoyerError('NO_ACCOUNTS_FOUND', { details: connector.name })
  const caipNetworkId = pickNetwork(state, connector.backend.chains(), params.caipNetworkId)
  state.connection?.stopWatching()
  const stopWatching =
    connector.backend.onAccountsChanged?.((next) => {
      if (state.connection?.connector !== connector) return
      if (next.length === 0) {
        state.connection.stopWatching()
        state.connection = undefined
        state.emit({ type: 'disconnected' })
        return
      }
      state.connection.accounts = next
      state.emit({ type: 'accountsChanged', accounts: toAdapterAccounts(next) })
    }) ?? (() => {})
  state.connection = { connector, accounts, caipNetworkId, stopWatching }
  return { connectorId: connector.id, accounts: toAdapterAccounts(accounts), caipNetworkId }
}

/** Waits up to `timeoutMs` for a connector to appear (a wallet registering late). */
export function waitForConnector(
  state: BitcoinAdapterState,
  connectorId: string,
  timeoutMs: number,
): Promise<BitcoinConnector | undefined> {
  const found = state.connectors.find((candidate) => candidate.id === connectorId)
  if (found || timeoutMs <= 0) return Promise.resolve(found)
  return new Promise((resolve) => {
    const listener = () => {
      const connector = state.connectors.find((candidate) => candidate.id === connectorId)
      if (!connector) return
      done(connector)
    }
    const timer = setTimeout(() => done(undefined), timeoutMs)
    const done = (connector: BitcoinConnector | undefined) => {
      clearTimeout(timer)
      state.connectorListeners.delete(listener)
      resolve(connector)
    }
    state.connectorListeners.add(listener)
  })
}

/** The current connection; throws 'Provider is undefined' when no wallet is connected. */
export function requireConnection(state: BitcoinAdapterState) {
  if (!state.connection) throw new FoyerError('PROVIDER_UNDEFINED', { details: 'bip122' })
  return state.connection
}

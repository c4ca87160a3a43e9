import type { ChainNamespace } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import type { ConnectionStatus } from '../store/account.js'

/** Stores a namespace's connection: its status, connector and place among the connected. */
export function storeConnection(
  client: FoyerClient,
  namespace: ChainNamespace,
  status: ConnectionStatus,
  connectorId?: string,
): void {
  const { storage } = client
  storage.set('connectionStatus', { ...storage.get('connectionStatus'), [namespace]: status })
  const connectorIds = { ...storage.get('connectorIds') }
  const namespaces = (storage.get('connectedNamespaces') ?? []).filter((n) => n !== namespace)
  if (status === 'connected' && connectorId !== undefined) {
    connectorIds[namespace] = connectorId
    namespaces.push(namespace)
  } else {
    delete connectorIds[namespace]
  }
  storage.set('connectorIds', connectorIds)
  storage.set('connectedNamespaces', namespaces)
  if (namespaces.length === 0) {
    storage.remove('walletId')
    storage.remove('walletName')
  }
}

/** Clears the caches keyed by address: balance, portfolio, ENS and identity. */
export function clearAddressCaches(client: FoyerClient): void {
  for (const cache of ['balance', 'portfolio', 'ens', 'identity'] as const) {
    client.storage.clearCache(cache)
  }
}

import { type ChainNamespace, FoyerError } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'

/**
 * Makes `namespace` the active one: the account, network and balance the views and hooks
 * show by default are that namespace's from then on. Stored, so a reload keeps it. Nothing
 * is asked of a wallet; each namespace keeps its own connection and network.
 *
 * @throws FoyerError `ADAPTER_NOT_FOUND` when the client serves no such namespace.
 */
export function setActiveNamespace(client: FoyerClient, namespace: ChainNamespace): void {
  if (!client.stores.account.getState().byNamespace[namespace]) {
    throw new FoyerError('ADAPTER_NOT_FOUND', { details: `namespace ${namespace}` })
  }
  client.stores.account.setState({ activeNamespace: namespace })
  client.storage.set('activeNamespace', namespace)
  const network = client.stores.network.getState().byNamespace[namespace]?.caipNetwork
  if (network) client.storage.set('activeCaipNetworkId', network.caipNetworkId)
}

/** The namespaces with a wallet connected, in the order the client serves them. */
export function getConnectedNamespaces(client: FoyerClient): ChainNamespace[] {
  const { byNamespace } = client.stores.account.getState()
  return (Object.keys(byNamespace) as ChainNamespace[]).filter(
    (namespace) => byNamespace[namespace]?.status === 'connected',
  )
}

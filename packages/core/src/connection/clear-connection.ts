import type { ChainNamespace } from '@foyer/common'
import { resetAccountState } from '../account/update-account.js'
import type { FoyerClient } from '../client/types.js'
import { updateNetworkState } from '../network/update-network.js'
import { storeConnection } from './stored-connection.js'

/**
 * Forgets a namespace's connection (SPEC §4): provider (connector), address, accounts and
 * user cleared, status disconnected, stored connector id cleared. Another connected
 * namespace, if any, becomes the active one for now, unless `keepActiveNamespace` (the caller
 * is disconnecting every namespace); the stored active namespace stays, and is the active one
 * again once none is connected (a wallet ending a session of several namespaces ends them
 * one after another: the next connection starts on the namespace the person was on).
 * Returns whether another namespace is still connected.
 */
export function clearConnection(
  client: FoyerClient,
  namespace: ChainNamespace,
  { keepActiveNamespace = false }: { keepActiveNamespace?: boolean } = {},
): boolean {
  resetAccountState(client, namespace)
  updateNetworkState(client, namespace, {
    approvedCaipNetworkIds: [],
    unsupportedCaipNetworkId: undefined,
  })
  storeConnection(client, namespace, 'disconnected')
  const { activeNamespace, byNamespace } = client.stores.account.getState()
  const other = (Object.keys(byNamespace) as ChainNamespace[]).find(
    (n) => byNamespace[n]?.status === 'connected',
  )
  const next = other
    ? activeNamespace === namespace && !keepActiveNamespace && other
    : client.storage.get('activeNamespace')
  if (next) client.stores.account.setState({ activeNamespace: next })
  return other !== undefined
}

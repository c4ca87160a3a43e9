import type { ChainNamespace } from '@foyer/common'
import { resetAccountState } from '../account/update-account.js'
import type { FoyerClient } from '../client/types.js'
import { updateNetworkState } from '../network/update-network.js'
import { storeConnection } from './stored-connection.js'

/**
 * The namespace that was active before clearConnection handed the active role to another
 * connected one: when a wallet ends a session of several namespaces, they clear one after
 * another, and the first must be active again once none is left (else the next connection
 * would start with, and show, the namespace that happened to clear last).
 */
const activeBeforeHandover = new WeakMap<FoyerClient, ChainNamespace>()

/**
 * Forgets a namespace's connection (SPEC §4): provider (connector), address, accounts and
 * user cleared, status disconnected, stored connector id cleared. Another connected
 * namespace, if any, becomes the active one, unless `keepActiveNamespace` (the caller is
 * disconnecting every namespace); once no namespace is connected, the one that was active
 * before such hand-overs is active again. Returns whether another namespace is connected.
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
  const first = activeBeforeHandover.get(client)
  let next: ChainNamespace | undefined
  if (!other) {
    activeBeforeHandover.delete(client)
    next = first
  } else if (activeNamespace === namespace && !keepActiveNamespace) {
    activeBeforeHandover.set(client, first ?? namespace)
    next = other
  }
  if (next) {
    client.stores.account.setState({ activeNamespace: next })
    client.storage.set('activeNamespace', next)
  }
  return other !== undefined
}

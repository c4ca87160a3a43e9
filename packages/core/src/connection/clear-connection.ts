import type { ChainNamespace } from '@foyer/common'
import { resetAccountState } from '../account/update-account.js'
import type { FoyerClient } from '../client/types.js'
import { updateNetworkState } from '../network/update-network.js'
import { storeConnection } from './stored-connection.js'

/**
 * Forgets a namespace's connection (SPEC §4): provider (connector), address, accounts and
 * user cleared, status disconnected, stored connector id cleared. Another connected
 * namespace, if any, becomes the active one, unless `keepActiveNamespace` (the caller is
 * disconnecting every namespace).
 */
export function clearConnection(
  client: FoyerClient,
  namespace: ChainNamespace,
  { keepActiveNamespace = false }: { keepActiveNamespace?: boolean } = {},
): void {
  resetAccountState(client, namespace)
  updateNetworkState(client, namespace, {
    approvedCaipNetworkIds: [],
    unsupportedCaipNetworkId: undefined,
  })
  storeConnection(client, namespace, 'disconnected')
  const { activeNamespace, byNamespace } = client.stores.account.getState()
  if (activeNamespace === namespace && !keepActiveNamespace) {
    const other = (Object.keys(byNamespace) as ChainNamespace[]).find(
      (n) => byNamespace[n]?.status === 'connected',
    )
    if (other) {
      client.stores.account.setState({ activeNamespace: other })
      client.storage.set('activeNamespace', other)
    }
  }
}

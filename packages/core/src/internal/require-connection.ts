import { type ChainNamespace, FoyerError, type Network } from '@foyer/common'
import type { FoyerAdapter } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import { getAccountState, getActiveNetwork } from '../selectors.js'
import { requireAdapter } from './require-adapter.js'

/** A connected namespace with what actions need from it. */
export interface Connection {
  namespace: ChainNamespace
  adapter: FoyerAdapter
  address: string
  network: Network | undefined
}

/**
 * The connection of a namespace (the active one by default), or 'No ActiveCaipAddress found'
 * when nothing is connected there, or 'Adapter not found'.
 */
export function requireConnection(client: FoyerClient, namespace?: ChainNamespace): Connection {
  const ns = namespace ?? client.stores.account.getState().activeNamespace
  const account = getAccountState(client, ns)
  if (!ns || account?.status !== 'connected' || !account.address) {
    throw new FoyerError('NO_ACTIVE_CAIP_ADDRESS')
  }
  return {
    namespace: ns,
    adapter: requireAdapter(client, ns),
    address: account.address,
    network: getActiveNetwork(client, ns),
  }
}

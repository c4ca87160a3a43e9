import type { FoyerClient } from '../client/types.js'
import { getAccountState, getActiveNetwork } from '../selectors.js'
import type { AuthConnector } from './find-auth-connector.js'

/**
 * Keeps `lastUsedChain` (SPEC §3 "Locally stored values") on the network the embedded wallet
 * is on while it is connected: after a login and after every switch (started by the first
 * embedded connection, see `syncEmbeddedConnection`). After a reload the
 * restored session asks the frame for its user on that chain (get user {chainId}), so the
 * wallet resumes where it was. Returns the function that stops.
 */
export function watchLastUsedChain(client: FoyerClient, connector: AuthConnector): () => void {
  const namespace = connector.chain
  const record = () => {
    if (client.storage.get('connectorIds')?.[namespace] !== connector.id) return
    if (getAccountState(client, namespace)?.status !== 'connected') return
    const network = getActiveNetwork(client, namespace)
    if (network && client.storage.get('lastUsedChain') !== network.caipNetworkId) {
      client.storage.set('lastUsedChain', network.caipNetworkId)
    }
  }
  const stopNetwork = client.stores.network.subscribe(record)
  const stopAccount = client.stores.account.subscribe(record)
  return () => {
    stopNetwork()
    stopAccount()
  }
}

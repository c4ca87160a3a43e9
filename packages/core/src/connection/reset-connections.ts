import type { ChainNamespace } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { clearConnection } from './clear-connection.js'

/**
 * Resets every namespace to disconnected without asking the wallets (SPEC §4 "Reset"), and
 * forgets the stored connections.
 */
export function resetConnections(client: FoyerClient): void {
  const { byNamespace } = client.stores.account.getState()
  for (const namespace of Object.keys(byNamespace) as ChainNamespace[]) {
    clearConnection(client, namespace)
  }
}

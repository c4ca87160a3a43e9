import type { CaipNetworkId, ChainNamespace } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { reportError } from '../events/report-error.js'
import { updateNetworkState } from './update-network.js'

/**
 * Loads the networks on which smart accounts are available for a namespace (from the
 * embedded wallet, typically) and stores them. A failing loader gives an empty list
 * (SPEC §4). Resolves the list in effect.
 */
export async function loadSmartAccountEnabledNetworks(
  client: FoyerClient,
  namespace: ChainNamespace,
  load: () => Promise<readonly CaipNetworkId[]>,
): Promise<CaipNetworkId[]> {
  let networks: CaipNetworkId[]
  try {
    networks = (await load()).filter((id) => id.startsWith(`${namespace}:`))
  } catch (error) {
    console.warn('[foyer] smart-account networks unavailable', error)
    reportError(client, error, 'smart-account networks unavailable')
    networks = []
  }
  updateNetworkState(client, namespace, { smartAccountEnabledNetworks: networks })
  const others = (client.storage.get('smartAccountEnabledNetworks') ?? []).filter(
    (id) => !id.startsWith(`${namespace}:`),
  )
  client.storage.set('smartAccountEnabledNetworks', [...others, ...networks])
  return networks
}

import { type CaipNetworkId, FoyerError, type Network } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { requireAdapter } from '../internal/require-adapter.js'
import { findNetwork } from '../selectors.js'
import { updateNetworkState } from './update-network.js'

/**
 * Adds a network to the configured ones. Its namespace needs an adapter, else 'Adapter not
 * found' (SPEC §5). Adding a network already configured changes nothing.
 */
export function addNetwork(client: FoyerClient, network: Network): void {
  requireAdapter(client, network.chainNamespace)
  if (findNetwork(client, network.caipNetworkId)) return
  client.stores.network.setState((state) => ({ networks: [...state.networks, network] }))
  const current = client.stores.network.getState().byNamespace[network.chainNamespace]
  updateNetworkState(client, network.chainNamespace, {
    caipNetwork: current?.caipNetwork ?? network,
    requestedCaipNetworkIds: [...(current?.requestedCaipNetworkIds ?? []), network.caipNetworkId],
  })
}

/**
 * Removes a configured network. Its namespace needs an adapter, else 'Adapter not found';
 * an unknown id gives 'Network not found'. If it was its namespace's active network, the
 * next network of that namespace becomes the active one.
 */
export function removeNetwork(client: FoyerClient, caipNetworkId: CaipNetworkId): void {
  const network = findNetwork(client, caipNetworkId)
  if (!network) throw new FoyerError('NETWORK_NOT_FOUND', { details: caipNetworkId })
  const namespace = network.chainNamespace
  requireAdapter(client, namespace)
  client.stores.network.setState((state) => ({
    networks: state.networks.filter((n) => n !== network),
  }))
  const current = client.stores.network.getState().byNamespace[namespace]
  const remaining = client.stores.network
    .getState()
    .networks.filter((n) => n.chainNamespace === namespace)
  updateNetworkState(client, namespace, {
    caipNetwork: current?.caipNetwork === network ? remaining[0] : current?.caipNetwork,
    requestedCaipNetworkIds: (current?.requestedCaipNetworkIds ?? []).filter(
      (id) => id !== network.caipNetworkId,
    ),
  })
}

/** Records the networks a wallet approved for a namespace (e.g. a WalletConnect session's). */
export function setApprovedNetworks(
  client: FoyerClient,
  namespace: Network['chainNamespace'],
  caipNetworkIds: readonly CaipNetworkId[],
): void {
  updateNetworkState(client, namespace, { approvedCaipNetworkIds: [...caipNetworkIds] })
}

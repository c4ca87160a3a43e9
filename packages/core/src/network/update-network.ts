import type { ChainNamespace } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { initialNetworkState, type NetworkState } from '../store/network.js'

/** Merges `patch` into one namespace's network state (creating it if the namespace had none). */
export function updateNetworkState(
  client: FoyerClient,
  namespace: ChainNamespace,
  patch: Partial<NetworkState>,
): void {
  client.stores.network.setState((state) => {
    const current =
      state.byNamespace[namespace] ??
      initialNetworkState(
        undefined,
        state.networks.filter((n) => n.chainNamespace === namespace).map((n) => n.caipNetworkId),
      )
    return { byNamespace: { ...state.byNamespace, [namespace]: { ...current, ...patch } } }
  })
}

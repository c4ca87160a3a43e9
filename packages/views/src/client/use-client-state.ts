import type { ChainNamespace, Network } from '@foyer/common'
import type { AccountState, FoyerClient, NetworkState } from '@foyer/core'
import { useStoreSelector } from './use-store.js'

/** The active namespace (the one connected or picked last), re-rendering when it changes. */
export function useActiveNamespace(client: FoyerClient): ChainNamespace | undefined {
  return useStoreSelector(client.stores.account, (state) => state.activeNamespace)
}

/** The account state of a namespace (the active one by default). */
export function useAccountState(
  client: FoyerClient,
  namespace?: ChainNamespace,
): AccountState | undefined {
  return useStoreSelector(client.stores.account, (state) => {
    const ns = namespace ?? state.activeNamespace
    return ns ? state.byNamespace[ns] : undefined
  })
}

/** The network state of a namespace (the active one by default). */
export function useNetworkState(
  client: FoyerClient,
  namespace?: ChainNamespace,
): NetworkState | undefined {
  const active = useActiveNamespace(client)
  return useStoreSelector(client.stores.network, (state) => {
    const ns = namespace ?? active
    return ns ? state.byNamespace[ns] : undefined
  })
}

/** The active network of a namespace (the active one by default). */
export function useActiveNetwork(
  client: FoyerClient,
  namespace?: ChainNamespace,
): Network | undefined {
  return useNetworkState(client, namespace)?.caipNetwork
}

/** Every configured network, in the app's order. */
export function useNetworks(client: FoyerClient): readonly Network[] {
  return useStoreSelector(client.stores.network, (state) => state.networks)
}

import {
  type CaipAddress,
  type ChainNamespace,
  findNetwork as findIn,
  type Network,
} from '@foyer/common'
import type { FoyerClient } from './client/types.js'
import type { AccountState } from './store/account.js'
import type { NetworkState } from './store/network.js'

/** The active namespace: the one the user connected or picked last. */
export function getActiveNamespace(client: FoyerClient): ChainNamespace | undefined {
  return client.stores.account.getState().activeNamespace
}

/** Account state of a namespace (the active one by default). */
export function getAccountState(
  client: FoyerClient,
  namespace: ChainNamespace | undefined = getActiveNamespace(client),
): AccountState | undefined {
  return namespace ? client.stores.account.getState().byNamespace[namespace] : undefined
}

/** Network state of a namespace (the active one by default). */
export function getNetworkState(
  client: FoyerClient,
  namespace: ChainNamespace | undefined = getActiveNamespace(client),
): NetworkState | undefined {
  return namespace ? client.stores.network.getState().byNamespace[namespace] : undefined
}

/** The active network of a namespace (the active one by default). */
export function getActiveNetwork(
  client: FoyerClient,
  namespace?: ChainNamespace,
): Network | undefined {
  return getNetworkState(client, namespace)?.caipNetwork
}

/** The connected CAIP-10 address of a namespace (the active one by default). */
export function getCaipAddress(
  client: FoyerClient,
  namespace?: ChainNamespace,
): CaipAddress | undefined {
  return getAccountState(client, namespace)?.caipAddress
}

/** Whether an address is connected in a namespace (the active one by default). */
export function isConnected(client: FoyerClient, namespace?: ChainNamespace): boolean {
  const account = getAccountState(client, namespace)
  return account?.status === 'connected' && account.caipAddress !== undefined
}

/** The configured network with that CAIP-2 id (or its deprecated id), if any. */
export function findNetwork(client: FoyerClient, caipNetworkId: string): Network | undefined {
  return findIn(client.stores.network.getState().networks, caipNetworkId)
}

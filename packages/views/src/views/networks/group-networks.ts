import type { ChainNamespace, Network } from '@foyer/common'

/** The networks of one namespace, in the app's order. */
export interface NetworkGroup {
  namespace: ChainNamespace
  networks: Network[]
}

/**
 * The configured networks grouped by namespace: groups in the order their first network
 * appears, networks in the app's order within each.
 */
export function groupNetworksByNamespace(networks: readonly Network[]): NetworkGroup[] {
  const groups: NetworkGroup[] = []
  for (const network of networks) {
    const group = groups.find((g) => g.namespace === network.chainNamespace)
    if (group) group.networks.push(network)
    else groups.push({ namespace: network.chainNamespace, networks: [network] })
  }
  return groups
}

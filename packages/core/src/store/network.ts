import type { CaipNetworkId, ChainNamespace, Network } from '@foyer/common'

/** Network state of one namespace (SPEC §3 "Network state per chain"). */
export interface NetworkState {
  /** The active network of this namespace. */
  caipNetwork: Network | undefined
  /** Networks the app asked the wallet for. */
  requestedCaipNetworkIds: CaipNetworkId[]
  /** Networks the wallet approved (a WalletConnect session's chains); empty when unknown. */
  approvedCaipNetworkIds: CaipNetworkId[]
  /** Networks on which smart accounts are available; empty when unknown or on error. */
  smartAccountEnabledNetworks: CaipNetworkId[]
  /** The network the wallet is on when the app does not support it, else undefined. */
  unsupportedCaipNetworkId: CaipNetworkId | undefined
}

/** Networks the app configured, and their state per namespace. */
export interface NetworkStoreState {
  /** Every configured network, in the app's order. */
  networks: Network[]
  byNamespace: Partial<Record<ChainNamespace, NetworkState>>
}

/** The network state of a namespace before anything is known. */
export function initialNetworkState(
  caipNetwork: Network | undefined,
  requestedCaipNetworkIds: CaipNetworkId[],
): NetworkState {
  return {
    caipNetwork,
    requestedCaipNetworkIds,
    approvedCaipNetworkIds: [],
    smartAccountEnabledNetworks: [],
    unsupportedCaipNetworkId: undefined,
  }
}

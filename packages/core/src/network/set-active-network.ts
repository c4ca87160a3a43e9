import {
  type CaipNetworkId,
  type ChainNamespace,
  formatCaipAddress,
  type Network,
} from '@foyer/common'
import { updateAccountState } from '../account/update-account.js'
import type { FoyerClient } from '../client/types.js'
import { updateNetworkState } from './update-network.js'

/**
 * Makes `network` the active one of its namespace, and its namespace the active one; stores
 * both. A connected address moves to the new network. No wallet is asked: see
 * `switchNetwork` for that. With `activate: false` the active namespace stays as it is (a
 * reconnect after a reload: another namespace must not become active, even for a moment).
 */
export function setActiveNetwork(
  client: FoyerClient,
  network: Network,
  { activate = true }: { activate?: boolean } = {},
): void {
  const namespace = network.chainNamespace
  updateNetworkState(client, namespace, {
    caipNetwork: network,
    unsupportedCaipNetworkId: undefined,
  })
  moveAddressTo(client, namespace, network.caipNetworkId)
  if (!activate) return
  client.stores.account.setState({ activeNamespace: namespace })
  client.storage.set('activeCaipNetworkId', network.caipNetworkId)
  client.storage.set('activeNamespace', namespace)
}

/** Re-stamps the connected address of the network's namespace with that network. */
export function moveAddressTo(
  client: FoyerClient,
  namespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
): void {
  const account = client.stores.account.getState().byNamespace[namespace]
  if (!account?.address) return
  updateAccountState(client, namespace, {
    caipAddress: formatCaipAddress(caipNetworkId, account.address),
    balance: undefined,
    balanceSymbol: undefined,
  })
}

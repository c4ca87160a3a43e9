import type { CaipNetworkId, ChainNamespace } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { openModal } from '../modal/open-modal.js'
import { findNetwork } from '../selectors.js'
import { moveAddressTo, setActiveNetwork } from './set-active-network.js'
import { updateNetworkState } from './update-network.js'

/**
 * Takes in the network a wallet reports it is on. A configured network becomes the active
 * one. Any other puts the namespace in the unsupported-network state, and opens
 * UnsupportedChain unless network switching is disabled or unsupported chains are allowed
 * (SPEC §4). Returns whether the network is supported. `activate: false` leaves the active
 * namespace as it is (see `setActiveNetwork`).
 */
export function applyWalletNetwork(
  client: FoyerClient,
  namespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
  options: { activate?: boolean } = {},
): boolean {
  const network = findNetwork(client, caipNetworkId)
  if (network && network.chainNamespace === namespace) {
    setActiveNetwork(client, network, options)
    return true
  }
  updateNetworkState(client, namespace, { unsupportedCaipNetworkId: caipNetworkId })
  moveAddressTo(client, namespace, caipNetworkId)
  const { allowUnsupportedChain, enableNetworkSwitch } = client.options
  if (!allowUnsupportedChain && enableNetworkSwitch) {
    void openModal(client, { view: 'UnsupportedChain' })
  }
  return false
}

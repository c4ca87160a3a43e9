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
 * (SPEC §4). Returns whether the network is supported.
 */
export function applyWalletNetwork(
  client: FoyerClient,
  namespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
): boolean {
  const network = findNetwork(client, caipNetworkId)
  if (network && network.chainNamespace === namespace) {
    setActiveNetwork(client, network)
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

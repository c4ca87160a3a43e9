import { type CaipNetworkId, errorFromProvider, FoyerError, type Network } from '@foyer/common'
import { refreshBalance } from '../account/fetch-balance.js'
import { hasCapability } from '../adapter/types.js'
import { showAlert } from '../alert/show-alert.js'
import type { FoyerClient } from '../client/types.js'
import { closeModal } from '../modal/close-modal.js'
import { findNetwork, getActiveNamespace, getNetworkState, isConnected } from '../selectors.js'
import { setActiveNetwork } from './set-active-network.js'

/**
 * Switches to a configured network. An unknown id shows the 'Network Not Found' alert and
 * throws NETWORK_NOT_FOUND. When the network's namespace is connected, the wallet is asked
 * through the adapter's `switchNetwork` capability; a wallet that cannot switch gives 'Chain
 * is not supported' (a user rejection stays USER_REJECTED); the wallet is not asked when the
 * switch only changes the active namespace to one already on that network. Then the network, and its namespace, become the
 * active ones; the modal closes if it was showing UnsupportedChain.
 */
export async function switchNetwork(
  client: FoyerClient,
  caipNetworkId: CaipNetworkId,
): Promise<Network> {
  const network = findNetwork(client, caipNetworkId)
  if (!network) {
    showAlert(client, 'NETWORK_NOT_FOUND')
    throw new FoyerError('NETWORK_NOT_FOUND', { details: caipNetworkId })
  }
  const namespace = network.chainNamespace
  // A switch into another namespace that is already on that network asks no wallet.
  const state = getNetworkState(client, namespace)
  const onlyNamespace =
    namespace !== getActiveNamespace(client) &&
    state?.unsupportedCaipNetworkId === undefined &&
    state?.caipNetwork?.caipNetworkId === network.caipNetworkId
  if (isConnected(client, namespace) && !onlyNamespace) {
    const adapter = client.adapters.get(namespace)
    if (!adapter || !hasCapability(adapter, 'switchNetwork')) {
      throw new FoyerError('CHAIN_NOT_SUPPORTED', { details: network.caipNetworkId })
    }
    try {
      await adapter.switchNetwork(network)
    } catch (error) {
      const mapped = errorFromProvider(error)
      if (mapped.code === 'USER_REJECTED') throw mapped
      throw new FoyerError('CHAIN_NOT_SUPPORTED', {
        details: `${network.caipNetworkId}: ${mapped.message}`,
        cause: mapped,
      })
    }
  }
  setActiveNetwork(client, network)
  if (isConnected(client, namespace)) void refreshBalance(client, namespace)
  const { modal, router } = client.stores
  if (modal.getState().open && router.getState().view === 'UnsupportedChain') closeModal(client)
  return network
}

import { updateAccountState } from '../account/update-account.js'
import type { FoyerClient } from '../client/types.js'
import { setApprovedNetworks } from '../network/manage-networks.js'
import { loadSmartAccountEnabledNetworks } from '../network/smart-account-networks.js'
import { getActiveNetwork } from '../selectors.js'
import type { AuthConnector } from './find-auth-connector.js'

/**
 * After an embedded-wallet login or its restore on reload (SPEC §3, §4, §7): asks the frame
 * on which networks smart accounts are enabled and stores them (`smartAccountEnabledNetworks`,
 * an empty list when the frame fails or has none), approves the app's networks of the
 * wallet's namespace (the frame serves the networks the app configures; there is no wallet
 * session to narrow them), and on a smart-account network prepares the smart account and
 * records whether it is deployed.
 *
 * The frame's chain (GET_CHAIN_ID) is not asked: the connect answer already carries it (the
 * provider's `eth_chainId` through the frame), and `chainChanged` follows every switch.
 */
export async function syncEmbeddedNetworks(
  client: FoyerClient,
  connector: AuthConnector,
): Promise<void> {
  const namespace = connector.chain
  const { auth } = connector
  setApprovedNetworks(
    client,
    namespace,
    client.options.networks
      .filter((network) => network.chainNamespace === namespace)
      .map((network) => network.caipNetworkId),
  )
  const enabled = await loadSmartAccountEnabledNetworks(client, namespace, async () => {
    if (!auth.getSmartAccountEnabledNetworks) return []
    return auth.getSmartAccountEnabledNetworks()
  })
  const active = getActiveNetwork(client, namespace)
  if (!active || !enabled.includes(active.caipNetworkId) || !auth.initSmartAccount) return
  try {
    const { isDeployed } = await auth.initSmartAccount()
    updateAccountState(client, namespace, { smartAccountDeployed: isDeployed })
  } catch (error) {
    console.warn('[foyer] the smart account could not be prepared', error)
  }
}

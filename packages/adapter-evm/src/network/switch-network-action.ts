import type { Network } from '@foyer/common'
import { setSessionChain } from '../connection/session.js'
import { type EvmAdapterState, requireConnection, requireNetwork } from '../state.js'
import { evmChainId } from './chain-id.js'
import { switchWalletChain } from './switch-network.js'

/**
 * Switches the connected wallet to a configured network (adding it to the wallet first if
 * the wallet does not know it) and reports the new network with `networkChanged`.
 */
export async function switchNetwork(state: EvmAdapterState, network: Network): Promise<void> {
  const connection = requireConnection(state)
  const target = requireNetwork(state, network.caipNetworkId)
  await switchWalletChain(connection.connector.provider, target)
  if (state.connection === connection) setSessionChain(state, connection, evmChainId(target))
}

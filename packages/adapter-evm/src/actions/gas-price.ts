import type { CaipNetworkId } from '@foyer/common'
import { type EvmAdapterState, requireNetwork } from '../state.js'
import { getPublicClient } from '../transport/public-client.js'
import { quantitySchema, readRpc } from '../transport/read-rpc.js'

/**
 * The current gas price of a configured network in wei (`eth_gasPrice` through the app's
 * RPC; node errors mapped).
 *
 * @throws FoyerError 'Network not found' for a network the app did not configure.
 */
export async function getGasPrice(
  state: EvmAdapterState,
  params: { caipNetworkId: CaipNetworkId },
): Promise<bigint> {
  requireNetwork(state, params.caipNetworkId)
  return readRpc(getPublicClient(state, params.caipNetworkId), 'eth_gasPrice', [], quantitySchema)
}

import { FoyerError, isFoyerError } from '@foyer/common'
import type { TransactionRequest } from '@foyer/core'
import { evmCaipNetworkId } from '../network/chain-id.js'
import type { EvmAdapterState } from '../state.js'
import { getPublicClient } from '../transport/public-client.js'
import { toEvmCall } from './evm-call.js'
import { estimateCallGas } from './gas-check.js'
import { parseAddress } from './parse-address.js'

/**
 * Estimates the gas of a transaction from `address` through the app's RPC, on the
 * connected wallet's network (the default network when none is connected). A node error
 * (revert, insufficient funds…) keeps its message; a failure without one is 'Failed to
 * estimate gas'.
 */
export async function estimateGas(
  state: EvmAdapterState,
  params: { request: TransactionRequest; address: string },
): Promise<bigint> {
  const from = parseAddress(params.address, 'INVALID_SEND_INPUT')
  const call = toEvmCall(params.request)
  const caipNetworkId = state.connection
    ? evmCaipNetworkId(state.connection.chainId)
    : state.networks[0]?.caipNetworkId
  if (!caipNetworkId) throw new FoyerError('CAIP_NETWORK_UNDEFINED')
  const client = getPublicClient(state, caipNetworkId)
  try {
    return await estimateCallGas(client, call, from)
  } catch (error) {
    if (isFoyerError(error, 'UNKNOWN_ERROR') || isFoyerError(error, 'INTERNAL_ERROR')) {
      throw new FoyerError('ESTIMATE_GAS_FAILED', { cause: error, details: error.message })
    }
    throw error
  }
}

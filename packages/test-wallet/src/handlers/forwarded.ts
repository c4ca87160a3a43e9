import { disconnectedError } from '../errors.js'
import { forwardedParamsSchema } from '../schemas.js'
import { currentChain } from '../state.js'
import { type MethodHandler, parseParams } from './context.js'

/** Methods the wallet passes to the current chain's node unchanged. */
export const FORWARDED_METHODS = [
  'eth_blockNumber',
  'eth_call',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_blobBaseFee',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'web3_clientVersion',
] as const

const forward: MethodHandler = async (context) => {
  const params = parseParams(context, forwardedParamsSchema)
  if (context.state.disconnected) throw disconnectedError()
  return context.node(currentChain(context.state))(context.method, params ?? [])
}

/** A handler per forwarded method. */
export const forwardedHandlers: Record<string, MethodHandler> = Object.fromEntries(
  FORWARDED_METHODS.map((method) => [method, forward]),
)

import { FoyerError } from '../errors/FoyerError.js'

/**
 * RPC methods the embedded wallet runs without asking (SPEC §6): chain reads and
 * wallet queries that change nothing the user must approve.
 */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
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
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_uninstallFilter',
  'eth_syncing',
  'net_version',
  'net_listening',
  'web3_clientVersion',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
] as const

/** Solana signing methods; each needs the user's approval (SPEC §6). */
export const SOLANA_SIGNING_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/** RPC methods that open ApproveTransaction before they run (SPEC §4, §6). */
export const RPC_METHODS_NEEDING_APPROVAL = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  ...SOLANA_SIGNING_METHODS,
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'eth_sendUserOperation',
] as const

/** A safe RPC method. */
export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
/** An RPC method needing approval. */
export type RpcMethodNeedingApproval = (typeof RPC_METHODS_NEEDING_APPROVAL)[number]

/** How the embedded wallet treats an RPC method. */
export type RpcMethodPolicy = 'safe' | 'approval' | 'refused'

const SAFE: ReadonlySet<string> = new Set(SAFE_RPC_METHODS)
const NEEDING_APPROVAL: ReadonlySet<string> = new Set(RPC_METHODS_NEEDING_APPROVAL)

/**
 * Whether a method runs freely (`safe`), needs the user's approval (`approval`), or is
 * not known and refused (`refused`) (SPEC §5, §6).
 */
export function rpcMethodPolicy(method: string): RpcMethodPolicy {
  if (SAFE.has(method)) return 'safe'
  if (NEEDING_APPROVAL.has(method)) return 'approval'
  return 'refused'
}

/**
 * Throws for a method that is not known (SPEC §6). The UI shows 'Action not allowed'
 * (`en.ui.ACTION_NOT_ALLOWED`) after `ERROR_MESSAGE_DELAY_MS`.
 *
 * @throws {FoyerError} `RPC_METHOD_NOT_ALLOWED`: 'Requested RPC call is not allowed'.
 */
export function assertRpcMethodAllowed(method: string): void {
  if (rpcMethodPolicy(method) === 'refused') {
    throw new FoyerError('RPC_METHOD_NOT_ALLOWED', {
      details: `Method: ${String(method).slice(0, 100)}`,
    })
  }
}

import { FoyerError, hasInsufficientGas } from '@foyer/common'
import type { AdapterAccountType } from '@foyer/core'
import type { Address } from 'viem'
import { hexSchema } from '../provider/schemas.js'
import { quantitySchema, readRpc } from '../transport/read-rpc.js'
import type { RpcClient } from '../transport/rpc-client.js'
import { type EvmCall, toRpcTransaction } from './evm-call.js'

/**
 * Whether `address` is a smart account on this chain: it has contract code (an ERC-4337
 * account, a Safe, or an EIP-7702 delegated account).
 */
export async function isSmartAccount(client: RpcClient, address: Address): Promise<boolean> {
  const code = await readRpc(client, 'eth_getCode', [address, 'latest'], hexSchema)
  return code !== '0x'
}

/** Estimates a call's gas through the app's RPC (node errors mapped, e.g. 'Execution reverted.'). */
export function estimateCallGas(client: RpcClient, call: EvmCall, from: Address): Promise<bigint> {
  return readRpc(client, 'eth_estimateGas', [toRpcTransaction(call, from)], quantitySchema)
}

/**
 * SPEC §5's insufficient-gas rule (common's `hasInsufficientGas`), checked through the
 * app's RPC before the wallet is asked to send: gas is insufficient when the native
 * balance is zero or the gas cost (estimated gas × gas price) is above it. Smart accounts
 * skip the check: one the wallet says is a smart account (`accountType`, e.g. the embedded
 * wallet's, even before its first user operation deploys it), or an address with code.
 * Throws the node's own error when the call cannot even be estimated.
 */
export async function assertEnoughGas(
  client: RpcClient,
  call: EvmCall,
  from: Address,
  accountType?: AdapterAccountType,
): Promise<void> {
  if (accountType === 'smartAccount') return
  const [nativeBalance, smartAccount] = await Promise.all([
    readRpc(client, 'eth_getBalance', [from, 'latest'], quantitySchema),
    isSmartAccount(client, from),
  ])
  if (smartAccount) return
  let gasCost = 0n
  if (nativeBalance > 0n) {
    const [gas, gasPrice] = await Promise.all([
      estimateCallGas(client, call, from),
      readRpc(client, 'eth_gasPrice', [], quantitySchema),
    ])
    gasCost = gas * gasPrice
  }
  if (hasInsufficientGas({ nativeBalance, gasCost, accountType: 'eoa' })) {
    throw new FoyerError('INSUFFICIENT_FUNDS', {
      details: `Insufficient gas: balance ${nativeBalance} wei, gas cost ${gasCost} wei`,
    })
  }
}

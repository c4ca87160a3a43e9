import type { HDAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { internalError, invalidParamsError } from './errors.js'
import { quantitySchema } from './schemas.js'

type TransactionRequest = {
  to?: string | null | undefined
  value?: string | undefined
  data?: string | undefined
  input?: string | undefined
  gas?: string | undefined
  gasPrice?: string | undefined
  maxFeePerGas?: string | undefined
  maxPriorityFeePerGas?: string | undefined
  nonce?: string | undefined
  chainId?: string | undefined
}

/** Sends one JSON-RPC request to the current chain's node. */
export type NodeCall = (method: string, params?: readonly unknown[]) => Promise<unknown>

const latestBlockSchema = z.object({ baseFeePerGas: z.optional(z.nullable(quantitySchema)) })
const transactionHashSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))

/** Used when the node cannot suggest a priority fee: 1 gwei. */
const FALLBACK_PRIORITY_FEE = 1_000_000_000n

async function readQuantity(call: NodeCall, method: string, params?: readonly unknown[]) {
  const result = quantitySchema.safeParse(await call(method, params))
  if (!result.success)
    throw internalError(`The node answered ${method} with a value that is not a quantity.`)
  return BigInt(result.data)
}

type Fees =
  | { type: 'legacy'; gasPrice: bigint }
  | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }

async function resolveFees(call: NodeCall, request: TransactionRequest): Promise<Fees> {
  if (request.gasPrice) return { type: 'legacy', gasPrice: BigInt(request.gasPrice) }
  const givenPriority = request.maxPriorityFeePerGas
    ? BigInt(request.maxPriorityFeePerGas)
    : undefined
  if (request.maxFeePerGas) {
    const maxFeePerGas = BigInt(request.maxFeePerGas)
    const priority = givenPriority ?? FALLBACK_PRIORITY_FEE
    return {
      type: 'eip1559',
      maxFeePerGas,
      maxPriorityFeePerGas: priority < maxFeePerGas ? priority : maxFeePerGas,
    }
  }
  const block = latestBlockSchema.safeParse(await call('eth_getBlockByNumber', ['latest', false]))
  if (!block.success)
    throw internalError(
      'The node answered eth_getBlockByNumber with something that is not a block.',
    )
  const baseFee = block.data.baseFeePerGas
  if (!baseFee) return { type: 'legacy', gasPrice: await readQuantity(call, 'eth_gasPrice') }
  const priority =
    givenPriority ??
    (await readQuantity(call, 'eth_maxPriorityFeePerGas').catch(() => FALLBACK_PRIORITY_FEE))
  return {
    type: 'eip1559',
    maxFeePerGas: BigInt(baseFee) * 2n + priority,
    maxPriorityFeePerGas: priority,
  }
}

/**
 * Fills in what a dapp left out (nonce, gas, fees) from the node, signs the transaction
 * locally with the wallet's account and broadcasts it. Returns the transaction hash.
 */
export async function signAndSendTransaction(options: {
  account: HDAccount
  chainId: number
  request: TransactionRequest
  call: NodeCall
}): Promise<`0x${string}`> {
  const { account, chainId, request, call } = options
  if (request.chainId !== undefined && BigInt(request.chainId) !== BigInt(chainId)) {
    throw invalidParamsError(
      'eth_sendTransaction',
      `the transaction is for chain ${BigInt(request.chainId)} but the wallet is on chain ${chainId}`,
    )
  }
  const to = (request.to ?? undefined) as `0x${string}` | undefined
  const data = (request.data ?? request.input) as `0x${string}` | undefined
  const value = request.value ? BigInt(request.value) : 0n
  const from = account.address
  const nonce = request.nonce
    ? Number(BigInt(request.nonce))
    : Number(await readQuantity(call, 'eth_getTransactionCount', [from, 'pending']))
  const estimate = { from, to, data, value: `0x${value.toString(16)}` }
  const gas = request.gas
    ? BigInt(request.gas)
    : await readQuantity(call, 'eth_estimateGas', [estimate])
  const fees = await resolveFees(call, request)
  const serialized = await account.signTransaction({
    chainId,
    to,
    data,
    value,
    nonce,
    gas,
    ...fees,
  })
  const hash = transactionHashSchema.safeParse(await call('eth_sendRawTransaction', [serialized]))
  if (!hash.success)
    throw internalError('The node answered eth_sendRawTransaction without a transaction hash.')
  return hash.data as `0x${string}`
}

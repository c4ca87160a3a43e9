import { FoyerError } from '@foyer/common'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  type LocalAccount,
  numberToHex,
  type PublicClient,
} from 'viem'
import * as z from 'zod/mini'
import type { ApprovalChain, ApprovalRequest } from '../../ui/approval-dialog.js'
import { fillMessage as fill, frameMessages } from '../../ui/messages.js'
import { type BatchCall, parseSendCallsRequest } from '../send-calls-request.js'
import { approveOrReject } from '../signing-requests.js'
import type { AssetFactsSource } from '../simulate/asset-facts.js'
import { describeBatch } from './batch-description.js'
import { prepareSelfPaidBatch } from './batch-fee-check.js'

/** What a request answered by the delegated EOA needs. */
export type DelegatedRpcContext = {
  /** The active network. */
  chain: ApprovalChain
  client: PublicClient
  /** The user's EOA, delegated to the frame's configured implementation. */
  address: Address
  hostOrigin: string
  approve: (request: ApprovalRequest) => Promise<boolean>
  /** After the approval of calls sending `value` wei in all: the step-up above the project's value. */
  confirmValue?: (value: bigint) => Promise<void>
  /** Runs `use` with the key rebuilt for the call only. */
  withAccount: <T>(use: (account: LocalAccount) => Promise<T>) => Promise<T>
  /** The data service for NFT names and prices in the simulated changes, when configured. */
  assetFacts?: AssetFactsSource | undefined
}

/** The EIP-5792 methods the delegated EOA answers itself (the rest go the EOA's way). */
export const DELEGATED_ACCOUNT_METHODS = new Set([
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
])

/** `executeBatch(Call[])` of `Simple7702Account` (`BaseAccount` of `@account-abstraction/contracts` 0.8). */
const EXECUTE_BATCH_ABI = [
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
    outputs: [],
  },
] as const

const callsStatusParams = z.tuple([z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))])

/** EIP-5792 status codes of `wallet_getCallsStatus`. */
const CALLS_STATUS = { pending: 100, confirmed: 200, reverted: 500 } as const

/** The calldata of a transaction of the delegated EOA to itself that runs `calls` all or none. */
export function executeBatchData(calls: readonly BatchCall[]): Hex {
  return encodeFunctionData({
    abi: EXECUTE_BATCH_ABI,
    functionName: 'executeBatch',
    args: [calls.map((call) => ({ target: call.to, value: call.value, data: call.data }))],
  })
}

/**
 * Answers one EIP-5792 request with the user's EOA delegated by EIP-7702: its capabilities
 * (atomic batches), a batch as one transaction of the account to itself (`executeBatch`:
 * every call or none), and that transaction's status.
 */
export async function handleDelegatedRpc(
  method: string,
  params: unknown,
  context: DelegatedRpcContext,
): Promise<unknown> {
  switch (method) {
    case 'wallet_getCapabilities':
      return {
        [numberToHex(context.chain.id)]: {
          atomicBatch: { supported: true },
          atomic: { status: 'supported' },
        },
      }
    case 'wallet_sendCalls':
      return { id: await sendBatch(params, context) }
    case 'wallet_getCallsStatus': {
      const parsed = callsStatusParams.safeParse(params)
      if (!parsed.success) throw new FoyerError('INVALID_PARAMS')
      return callsStatus(parsed.data[0] as Hex, context)
    }
    default:
      throw new FoyerError('INVALID_PARAMS', {
        details: `Not a delegated account method: ${method}`,
      })
  }
}

/** Asks the user (calls decoded, simulated changes, fee), then sends the batch; its hash. */
async function sendBatch(params: unknown, context: DelegatedRpcContext): Promise<Hex> {
  const { address, client, chain } = context
  const { calls } = parseSendCallsRequest(params, address, chain)
  const described = await describeBatch(calls, context)
  // The account pays its own fee: a balance that cannot cover it is told before the approval.
  // Nonce, gas and fees are filled before the key exists; the key lives for the signature only.
  const value = calls.reduce((sum, call) => sum + call.value, 0n)
  const request = await prepareSelfPaidBatch(client, address, {
    data: executeBatchData(calls),
    value,
  })
  await approveOrReject(
    context,
    fill(frameMessages.SEND_CALLS, { count: calls.length }),
    [
      fill(frameMessages.SMART_ACCOUNT_FROM, { address }),
      ...described.details,
      frameMessages.NETWORK_FEE_ACCOUNT,
    ],
    described.warnings,
    described.changes,
  )
  await context.confirmValue?.(value)
  const signed = await context.withAccount((account) =>
    account.signTransaction({ ...request, chainId: chain.id } as Parameters<
      LocalAccount['signTransaction']
    >[0]),
  )
  return client.sendRawTransaction({ serializedTransaction: signed })
}

async function callsStatus(id: Hex, context: DelegatedRpcContext): Promise<unknown> {
  const receipt = await context.client.getTransactionReceipt({ hash: id }).catch(() => undefined)
  const base = { version: '2.0.0', id, chainId: numberToHex(context.chain.id), atomic: true }
  if (!receipt) return { ...base, status: CALLS_STATUS.pending }
  const success = receipt.status === 'success'
  return {
    ...base,
    status: success ? CALLS_STATUS.confirmed : CALLS_STATUS.reverted,
    receipts: [
      {
        logs: receipt.logs.map((log) => ({
          address: log.address,
          data: log.data,
          topics: log.topics,
        })),
        status: success ? '0x1' : '0x0',
        blockHash: receipt.blockHash,
        blockNumber: numberToHex(receipt.blockNumber),
        gasUsed: numberToHex(receipt.gasUsed),
        transactionHash: receipt.transactionHash,
      },
    ],
  }
}

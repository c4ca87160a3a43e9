import { FoyerError } from '@foyer/common'
import { type CallRequest, publicClientReader, smartAccountCalls } from '@foyer/common/decode'
import { simulateChanges } from '@foyer/common/simulation'
import { type Address, type Hex, http, isHex, numberToHex, type PublicClient } from 'viem'
import { createBundlerClient, type SmartAccount } from 'viem/account-abstraction'
import * as z from 'zod/mini'
import type { ApprovalChain, ApprovalRequest } from '../../ui/approval-dialog.js'
import { fillMessage as fill, frameMessages } from '../../ui/messages.js'
import { assertActiveChain } from '../active-chain.js'
import { describeCalls, describeSimulation, typedDataWarnings } from '../decode/frame-lines.js'
import { UNSUPPORTED_METHOD_MESSAGE } from '../rpc-handler.js'
import { parseSendCallsRequest } from '../send-calls-request.js'
import {
  addressSchema,
  approveOrReject,
  assertOwnAddress,
  checkPersonalSign,
  checkTypedDataSign,
} from '../signing-requests.js'
import { type AssetFactsSource, withAssetFacts } from '../simulate/asset-facts.js'
import { userOperationCalls } from '../simulate/user-operation-calls.js'
import { parseTransactionCall } from '../transaction-call.js'
import { type AccountCall, sendApprovedUserOperation } from './approved-user-operation.js'
import {
  grantPermissions,
  revokePermissions,
  type SessionRpcContext,
  type SessionSupport,
  sendCallsWithSession,
  sessionContextOf,
} from './sessions/session-rpc.js'
import { checkSponsorship, paymasterUrlOf, type Sponsorship } from './sponsorship.js'
import { parseSponsorshipQuery, SPONSORSHIP_METHOD } from './sponsorship-query.js'

/** What a request answered by the smart account needs. */
export type SmartAccountRpcContext = {
  /** The active network. */
  chain: ApprovalChain
  client: PublicClient
  bundlerUrl: string
  /** The network's ERC-7677 paymaster (the frame's configuration), when it has one. */
  paymasterUrl?: string | undefined
  account: SmartAccount
  hostOrigin: string
  /** After the approval of calls sending `value` wei in all: the step-up above the project's value. */
  confirmValue?: (value: bigint) => Promise<void>
  approve: (request: ApprovalRequest) => Promise<boolean>
  /** The data service for NFT names and prices in the simulated changes, when configured. */
  assetFacts?: AssetFactsSource | undefined
  /** ERC-7715 sessions of the account; without them, permissions are not supported. */
  sessions?: SessionSupport | undefined
}

/** The methods the smart account answers itself (the rest go the EOA's way). */
export const SMART_ACCOUNT_METHODS = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'eth_sendUserOperation',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  SPONSORSHIP_METHOD,
])

const callsStatusParams = z.tuple([z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))])
const userOperationParams = z.tuple([z.record(z.string(), z.unknown()), addressSchema])

/** EIP-5792 status codes of `wallet_getCallsStatus`. */
const CALLS_STATUS = { pending: 100, confirmed: 200, reverted: 500 } as const

/** Asks the user, naming the smart account the request comes from. */
async function approveFromAccount(
  context: SmartAccountRpcContext,
  title: string,
  details: string[],
  warnings: string[] = [],
  simulation?: string[],
): Promise<void> {
  await approveOrReject(
    context,
    title,
    [fill(frameMessages.SMART_ACCOUNT_FROM, { address: context.account.address }), ...details],
    warnings,
    simulation,
  )
}

/** What running `callData` as a user operation of the account would change, as lines. */
async function simulateUserOperation(
  context: SmartAccountRpcContext,
  callData: Hex,
  deployment?: { factory?: unknown; factoryData?: unknown },
): Promise<string[]> {
  const { account, client } = context
  const calls = await userOperationCalls(account, callData, deployment)
  const simulation = await simulateChanges(
    (args) => client.request(args as never),
    account.address,
    calls,
  )
  const reader = publicClientReader(client)
  return describeSimulation(
    simulation,
    withAssetFacts(reader, context.assetFacts, context.chain.id, account.address),
    client.chain?.nativeCurrency.symbol,
  )
}

/** The calls of a smart-account request, each decoded, with their warnings. */
function describeAccountCalls(
  calls: CallRequest[],
  context: SmartAccountRpcContext,
): Promise<{ details: string[]; warnings: string[] }> {
  return describeCalls(calls, publicClientReader(context.client), { from: context.account.address })
}

function bundler(context: SmartAccountRpcContext, sponsorship?: Sponsorship) {
  return createBundlerClient({
    client: context.client,
    account: context.account,
    transport: http(context.bundlerUrl),
    ...(sponsorship ? { paymaster: sponsorship.actions } : {}),
  })
}

/**
 * Asks who pays for `calls`, then the user (the approval names the calls and who pays), then
 * the step-up for their value; sends the user operation that runs exactly those calls.
 */
async function approveAndSend(
  context: SmartAccountRpcContext,
  title: string,
  calls: AccountCall[],
  paymasterUrl: string | undefined,
) {
  const { account } = context
  const described = await describeAccountCalls(calls, context)
  const callData = await account.encodeCalls(calls)
  const simulation = await simulateUserOperation(context, callData)
  const sponsorship = await checkSponsorship({
    account,
    client: context.client,
    chainId: context.chain.id,
    url: paymasterUrl,
    callData,
  })
  await approveFromAccount(
    context,
    title,
    [...described.details, feeLine(sponsorship)],
    described.warnings,
    simulation,
  )
  await context.confirmValue?.(calls.reduce((sum, call) => sum + call.value, 0n))
  const client = bundler(context, sponsorship)
  const hash = await sendApprovedUserOperation(client, account, {
    calls,
    callData,
    ...(sponsorship ? { paymaster: sponsorship.address } : {}),
  })
  return { client, hash }
}

/** The approval's line saying who pays the network fee. */
function feeLine(sponsorship: Sponsorship | undefined): string {
  return sponsorship ? frameMessages.NETWORK_FEE_SPONSORED : frameMessages.NETWORK_FEE_ACCOUNT
}

/**
 * Answers one request with the user's smart account (ERC-4337 v0.7 through the network's
 * bundler): signatures by the owner (ERC-6492 before deployment), transactions and EIP-5792
 * batches as user operations, their status from the bundler.
 */
export async function handleSmartAccountRpc(
  method: string,
  params: unknown,
  context: SmartAccountRpcContext,
): Promise<unknown> {
  const { account } = context
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    case 'wallet_getCapabilities':
      return {
        [numberToHex(context.chain.id)]: {
          atomicBatch: { supported: true },
          atomic: { status: 'supported' },
          // ERC-7677: an app may name its paymaster per call; the network may have one.
          paymasterService: { supported: true },
        },
      }
    case 'personal_sign': {
      const { details, warnings, payload } = checkPersonalSign(params, account.address)
      await approveFromAccount(context, frameMessages.SIGN_MESSAGE, details, warnings)
      return account.signMessage({ message: payload })
    }
    case 'eth_signTypedData_v4': {
      const { details, facts, payload } = checkTypedDataSign(params, account.address, context.chain)
      const warnings = await typedDataWarnings(facts, publicClientReader(context.client))
      await approveFromAccount(context, frameMessages.SIGN_TYPED_DATA, details, warnings)
      return account.signTypedData(payload)
    }
    case 'eth_sendTransaction': {
      const call = parseTransactionCall(params, account.address, context.chain)
      const { client, hash } = await approveAndSend(
        context,
        frameMessages.SEND_TRANSACTION,
        [call],
        context.paymasterUrl,
      )
      const receipt = await client.waitForUserOperationReceipt({ hash, timeout: 120_000 })
      return receipt.receipt.transactionHash
    }
    case 'wallet_sendCalls':
      return sendCalls(params, context)
    case 'wallet_grantPermissions':
      return grantPermissions(params, withSessions(context))
    case 'wallet_revokePermissions':
      return revokePermissions(params, withSessions(context))
    case SPONSORSHIP_METHOD: {
      const query = parseSponsorshipQuery(params)
      if (query.from !== undefined) assertOwnAddress(query.from, account.address)
      assertActiveChain(query.chainId, context.chain)
      const sponsorship = await checkSponsorship({
        account,
        client: context.client,
        chainId: context.chain.id,
        url: paymasterUrlOf(query.capabilities, context.paymasterUrl),
        callData: await account.encodeCalls(query.calls),
      })
      return { sponsored: sponsorship !== undefined }
    }
    case 'wallet_getCallsStatus': {
      const parsed = callsStatusParams.safeParse(params)
      if (!parsed.success) throw new FoyerError('INVALID_PARAMS')
      return callsStatus(parsed.data[0] as Hex, context)
    }
    case 'eth_sendUserOperation': {
      const parsed = userOperationParams.safeParse(params)
      if (!parsed.success) throw new FoyerError('INVALID_PARAMS')
      const [userOperation, entryPoint] = parsed.data
      assertOwnAddress(String(userOperation.sender), account.address)
      // Its calls decoded (execute / executeBatch); other callData shows as unknown.
      const callData = typeof userOperation.callData === 'string' ? userOperation.callData : '0x'
      if (!isHex(callData)) throw new FoyerError('INVALID_PARAMS')
      const calls = smartAccountCalls(callData) ?? [
        { to: account.address, value: 0n, data: callData },
      ]
      const described = await describeAccountCalls(calls, context)
      const simulation = await simulateUserOperation(context, callData, userOperation)
      await approveFromAccount(
        context,
        frameMessages.SEND_USER_OPERATION,
        [`EntryPoint: ${entryPoint}`, ...described.details],
        described.warnings,
        simulation,
      )
      return bundler(context).request({
        method: 'eth_sendUserOperation',
        params: [userOperation as never, entryPoint as Address],
      })
    }
    default:
      throw new FoyerError('INVALID_PARAMS', { details: `Not a smart account method: ${method}` })
  }
}

async function sendCalls(params: unknown, context: SmartAccountRpcContext): Promise<{ id: Hex }> {
  const { calls, capabilities } = parseSendCallsRequest(
    params,
    context.account.address,
    context.chain,
  )
  const sessionContext = sessionContextOf(capabilities)
  if (sessionContext !== undefined) {
    return sendCallsWithSession(sessionContext, calls, withSessions(context))
  }
  const { hash: id } = await approveAndSend(
    context,
    fill(frameMessages.SEND_CALLS, { count: calls.length }),
    calls,
    paymasterUrlOf(capabilities, context.paymasterUrl),
  )
  return { id }
}

/** The context with its sessions; refuses ERC-7715 where the frame offers none. */
function withSessions(context: SmartAccountRpcContext): SessionRpcContext {
  const { sessions } = context
  if (!sessions) throw new Error(UNSUPPORTED_METHOD_MESSAGE)
  return { ...context, sessions }
}

async function callsStatus(id: Hex, context: SmartAccountRpcContext): Promise<unknown> {
  const client = bundler(context)
  const receipt = await client.getUserOperationReceipt({ hash: id }).catch(() => undefined)
  const base = { version: '2.0.0', id, chainId: numberToHex(context.chain.id), atomic: true }
  if (!receipt) return { ...base, status: CALLS_STATUS.pending }
  return {
    ...base,
    status: receipt.success ? CALLS_STATUS.confirmed : CALLS_STATUS.reverted,
    receipts: [
      {
        logs: receipt.receipt.logs.map((log) => ({
          address: log.address,
          data: log.data,
          topics: log.topics,
        })),
        status: receipt.success ? '0x1' : '0x0',
        blockHash: receipt.receipt.blockHash,
        blockNumber: numberToHex(receipt.receipt.blockNumber),
        gasUsed: numberToHex(receipt.receipt.gasUsed),
        transactionHash: receipt.receipt.transactionHash,
      },
    ],
  }
}

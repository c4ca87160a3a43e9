import { FoyerError } from '@foyer/common'
import { publicClientReader } from '@foyer/common/decode'
import {
  type Address,
  BaseError,
  decodeErrorResult,
  formatUnits,
  type Hex,
  http,
  isAddressEqual,
  type LocalAccount,
  type PublicClient,
} from 'viem'
import { createBundlerClient, type SmartAccount } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import type { ApprovalChain, ApprovalRequest } from '../../../ui/approval-dialog.js'
import { fillMessage as fill, frameMessages } from '../../../ui/messages.js'
import { assertActiveChain } from '../../active-chain.js'
import { approveOrReject, assertOwnAddress } from '../../signing-requests.js'
import { type AccountCall, sendApprovedUserOperation } from '../approved-user-operation.js'
import { checkSponsorship } from '../sponsorship.js'
import type { HeldSession, HeldSessions } from './held-sessions.js'
import { parsePermissionRequest, type SessionPolicy } from './permission-request.js'
import {
  foyerSessionAccountAbi,
  grantCalls,
  permissionsContextOf,
  revokeCall,
  runsImplementation,
} from './session-account.js'

/** What the frame needs to grant, use and revoke sessions of the user's smart account. */
export type SessionSupport = {
  held: HeldSessions
  /** FoyerSessionAccount on this network (the frame's configuration); none: no sessions. */
  implementation: Address | undefined
  /** The user's smart account signing with the session `key` instead of the owner. */
  sessionAccount(key: LocalAccount): Promise<SmartAccount>
  /** Unix seconds (the tests' clock). */
  now?: () => number
}

/** What a session request needs (a subset of the smart account's request context). */
export type SessionRpcContext = {
  chain: ApprovalChain
  client: PublicClient
  bundlerUrl: string
  paymasterUrl?: string | undefined
  account: SmartAccount
  hostOrigin: string
  approve: (request: ApprovalRequest) => Promise<boolean>
  sessions: SessionSupport
}

const revokeParams = z.tuple([z.object({ permissionsContext: z.string() })])
const permissionsCapability = z.object({ permissions: z.object({ context: z.string() }) })

const nowOf = (support: SessionSupport) => support.now?.() ?? Math.floor(Date.now() / 1000)

/** The permissions context a `wallet_sendCalls` request names, when it names one. */
export function sessionContextOf(capabilities: unknown): string | undefined {
  const parsed = permissionsCapability.safeParse(capabilities)
  return parsed.success ? parsed.data.permissions.context : undefined
}

/** "2026-12-01 18:00 UTC". */
function formatExpiry(seconds: number): string {
  return `${new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** The approval's lines for `policy`: each thing granted, in plain words. */
async function describePolicy(policy: SessionPolicy, client: PublicClient): Promise<string[]> {
  const lines: string[] = []
  const native = client.chain?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  if (policy.nativeTransfers || policy.nativeLimit > 0n) {
    lines.push(
      fill(frameMessages.GRANT_NATIVE_ALLOWANCE, {
        amount: formatUnits(policy.nativeLimit, native.decimals),
        symbol: native.symbol,
      }),
    )
  }
  if (policy.token) {
    const info = await publicClientReader(client).tokenInfo(policy.token.address)
    lines.push(
      fill(frameMessages.GRANT_TOKEN_ALLOWANCE, {
        amount: info ? formatUnits(policy.token.limit, info.decimals) : String(policy.token.limit),
        symbol: info?.symbol ?? '',
        address: policy.token.address,
      }),
    )
  }
  for (const call of policy.calls) {
    lines.push(
      fill(frameMessages.GRANT_CONTRACT_CALL, {
        functions: call.functions.join(', '),
        address: call.address,
      }),
    )
  }
  lines.push(fill(frameMessages.GRANT_EXPIRY, { date: formatExpiry(policy.validUntil) }))
  return lines
}

/** A bundler client for `account`, with the network's paymaster when it sponsors `callData`. */
async function sponsoredBundler(context: SessionRpcContext, account: SmartAccount, callData: Hex) {
  const sponsorship = await checkSponsorship({
    account,
    client: context.client,
    chainId: context.chain.id,
    url: context.paymasterUrl,
    callData,
  })
  const bundler = createBundlerClient({
    client: context.client,
    account,
    transport: http(context.bundlerUrl),
    ...(sponsorship ? { paymaster: sponsorship.actions } : {}),
  })
  return { bundler, sponsorship }
}

/** Runs the owner's approved `calls` as one user operation and waits for it to succeed. */
async function sendOwnerCalls(context: SessionRpcContext, calls: AccountCall[], callData: Hex) {
  const { account } = context
  const { bundler, sponsorship } = await sponsoredBundler(context, account, callData)
  const hash = await sendApprovedUserOperation(bundler, account, {
    calls,
    callData,
    ...(sponsorship ? { paymaster: sponsorship.address } : {}),
  })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 120_000 })
  if (!receipt.success) {
    throw new FoyerError('SEND_TRANSACTION_FAILED', { details: 'The user operation reverted' })
  }
}

/**
 * ERC-7715 `wallet_grantPermissions`: checks the request (only what the account enforces), asks
 * the user with every grant in plain words (and the account's upgrade when it needs one), then
 * makes a session key in this frame and has the owner upgrade and grant it in one user
 * operation. Answers with the granted permissions and their `permissionsContext`.
 */
export async function grantPermissions(params: unknown, context: SessionRpcContext) {
  const { account, sessions } = context
  const implementation = sessions.implementation
  if (!implementation) {
    throw new Error('wallet_grantPermissions: this network has no session-capable smart account')
  }
  const request = parsePermissionRequest(params, nowOf(sessions))
  assertActiveChain(request.chainId, context.chain)
  if (request.address) assertOwnAddress(request.address, account.address)
  const forbidden = [account.address, account.entryPoint.address]
  const targets = [...request.policy.calls.map((call) => call.address)]
  if (request.policy.token) targets.push(request.policy.token.address)
  if (targets.some((target) => forbidden.some((address) => isAddressEqual(address, target)))) {
    throw new Error('wallet_grantPermissions: a session cannot call the account or the EntryPoint')
  }
  const key = privateKeyToAccount(generatePrivateKey())
  const upgrade = !(await runsImplementation(context.client, account.address, implementation))
  const calls = grantCalls({
    account: account.address,
    implementation,
    upgrade,
    key: key.address,
    policy: request.policy,
  })
  const callData = await account.encodeCalls(calls)
  const details = [
    fill(frameMessages.SMART_ACCOUNT_FROM, { address: account.address }),
    ...(upgrade ? [fill(frameMessages.GRANT_UPGRADE, { address: implementation })] : []),
    ...(await describePolicy(request.policy, context.client)),
  ]
  await approveOrReject(context, frameMessages.GRANT_TITLE, details, [frameMessages.GRANT_WARNING])
  await sendOwnerCalls(context, calls, callData)
  const permissionsContext = permissionsContextOf(key.address)
  sessions.held.add({
    key,
    context: permissionsContext,
    chainId: context.chain.id,
    account: account.address,
    hostOrigin: context.hostOrigin,
    policy: request.policy,
  })
  return {
    chainId: `0x${context.chain.id.toString(16)}`,
    address: account.address,
    expiry: request.policy.validUntil,
    signer: { type: 'wallet' },
    permissions: request.permissions,
    grantedPermissions: request.permissions,
    context: permissionsContext,
    permissionsContext,
  }
}

/**
 * ERC-7715 `wallet_revokePermissions` (`[{ permissionsContext }]`): forgets the session key at
 * once, then, after the user's approval, has the owner revoke it on chain for good.
 */
export async function revokePermissions(params: unknown, context: SessionRpcContext) {
  const parsed = revokeParams.safeParse(params)
  if (!parsed.success) throw new FoyerError('INVALID_PARAMS')
  const { account, sessions } = context
  const session = sessions.held.find(parsed.data[0].permissionsContext, {
    chainId: context.chain.id,
    account: account.address,
    hostOrigin: context.hostOrigin,
    now: Number.NEGATIVE_INFINITY,
  })
  if (!session) {
    throw new Error('wallet_revokePermissions: no such permission of this app')
  }
  await revokeSession(session, context)
  return null
}

/** Forgets `session` in this frame, then revokes it on chain after the user's approval. */
export async function revokeSession(session: HeldSession, context: SessionRpcContext) {
  context.sessions.held.remove(session.context)
  const call = revokeCall(context.account.address, session.key.address)
  await approveOrReject(context, frameMessages.REVOKE_TITLE, [
    fill(frameMessages.SMART_ACCOUNT_FROM, { address: context.account.address }),
    fill(frameMessages.REVOKE_SESSION, { origin: session.hostOrigin }),
  ])
  await sendOwnerCalls(context, [call], await context.account.encodeCalls([call]))
}

/**
 * `wallet_sendCalls` naming a permission (`capabilities.permissions.context`): sent without a
 * prompt, signed by the session key this frame holds for that app; the account checks the
 * calls against the grant and refuses what it does not cover.
 */
export async function sendCallsWithSession(
  sessionContext: string,
  calls: AccountCall[],
  context: SessionRpcContext,
): Promise<{ id: Hex }> {
  const session = context.sessions.held.find(sessionContext, {
    chainId: context.chain.id,
    account: context.account.address,
    hostOrigin: context.hostOrigin,
    now: nowOf(context.sessions),
  })
  if (!session) {
    throw new Error('wallet_sendCalls: no active permission of this app has that context')
  }
  const sessionAccount = await context.sessions.sessionAccount(session.key)
  const callData = await sessionAccount.encodeCalls(calls)
  const { bundler } = await sponsoredBundler(context, sessionAccount, callData)
  try {
    return { id: await bundler.sendUserOperation({ calls }) }
  } catch (error) {
    throw refusedByAccount(error) ?? error
  }
}

/**
 * The account's refusal of a session's user operation (over a limit, not granted), if it is
 * one; a plain Error, so that the app reads the reason (the bridge passes its message).
 */
function refusedByAccount(error: unknown): Error | undefined {
  const text = error instanceof BaseError ? `${error.message} ${error.details}` : String(error)
  for (const [data] of text.matchAll(/0x[0-9a-fA-F]{8,}/g)) {
    try {
      const { errorName } = decodeErrorResult({ abi: foyerSessionAccountAbi, data: data as Hex })
      return new Error(
        `The smart account refused these calls: ${errorName} (outside the granted permission)`,
      )
    } catch {}
  }
  return undefined
}

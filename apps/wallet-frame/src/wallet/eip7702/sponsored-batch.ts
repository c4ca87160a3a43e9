import { FoyerError } from '@foyer/common'
import { type Address, type Hex, http, type LocalAccount, type PublicClient } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import type { ApprovalChain, ApprovalRequest } from '../../ui/approval-dialog.js'
import { fillMessage as fill, frameMessages } from '../../ui/messages.js'
import type { BatchCall } from '../send-calls-request.js'
import { approveOrReject } from '../signing-requests.js'
import type { AssetFactsSource } from '../simulate/asset-facts.js'
import { sendApprovedUserOperation } from '../smart-account/approved-user-operation.js'
import { checkSponsorship, type Sponsorship } from '../smart-account/sponsorship.js'
import { describeBatch } from './batch-description.js'
import { type DelegatedSmartAccount, delegatedSmartAccount } from './delegated-smart-account.js'

/** A network's ERC-4337 endpoints for the 7702 account (EntryPoint v0.8) from the frame's config. */
export type Sponsored7702Network = {
  /** The implementation the frame delegates to (the network's `eip7702.implementation`). */
  implementation: Address
  /** A bundler serving EntryPoint v0.8. */
  bundlerUrl: string
}

/** What a sponsored batch of the user's EOA needs. */
export type Sponsored7702Context = {
  chain: ApprovalChain
  client: PublicClient
  /** The user's EOA: the user operation's sender. */
  address: Address
  network: Sponsored7702Network
  hostOrigin: string
  approve: (request: ApprovalRequest) => Promise<boolean>
  confirmValue?: (value: bigint) => Promise<void>
  withAccount: <T>(use: (account: LocalAccount) => Promise<T>) => Promise<T>
  assetFacts?: AssetFactsSource | undefined
}

/** A paymaster's agreement to pay for running the calls from the EOA, and its account. */
type Sponsored = DelegatedSmartAccount & { sponsorship: Sponsorship; callData: Hex }

/**
 * Whether the paymaster at `paymasterUrl` pays for running `calls` from the user's EOA as a
 * user operation (its stub answer; nothing signed or charged). Undefined, so the EOA pays
 * itself, when there is no paymaster, it refuses or lies, or the EOA designates a contract other
 * than the configured implementation.
 */
export async function sponsorship7702(
  calls: readonly BatchCall[],
  context: Sponsored7702Context,
  paymasterUrl: string | undefined,
): Promise<Sponsored | undefined> {
  if (!paymasterUrl) return undefined
  const delegated = await delegatedSmartAccount({
    client: context.client,
    address: context.address,
    implementation: context.network.implementation,
    withAccount: context.withAccount,
  }).catch(() => undefined)
  if (!delegated) return undefined
  const callData = await delegated.account.encodeCalls([...calls])
  const sponsorship = await checkSponsorship({
    account: delegated.account,
    client: context.client,
    chainId: context.chain.id,
    url: paymasterUrl,
    callData,
  })
  return sponsorship ? { ...delegated, sponsorship, callData } : undefined
}

/** The EOA's authorization to the configured implementation on this chain (its next nonce). */
async function signDelegation(context: Sponsored7702Context) {
  const { address, chain, network, client } = context
  // The nonce is read before the key exists; the key lives for the signature only.
  const nonce = await client.getTransactionCount({ address, blockTag: 'pending' })
  return context.withAccount(async (account) => {
    if (!account.signAuthorization) throw new FoyerError('UNKNOWN_ERROR')
    return account.signAuthorization({
      chainId: chain.id,
      contractAddress: network.implementation,
      nonce,
    })
  })
}

/**
 * Sends `calls` from the user's EOA as one user operation at EntryPoint v0.8, paid by the
 * paymaster of `sponsored`: after the approval (the calls decoded, their simulated changes,
 * "Network fee: sponsored" and, on the EOA's first use, the delegation to the configured
 * implementation) and the step-up for their value, signs the authorization (first use only)
 * and the user operation that runs exactly the approved calls. Resolves with the transaction
 * hash once the bundler's transaction is in a block.
 *
 * @throws {FoyerError} `USER_REJECTED` on rejection (nothing signed); `SEND_TRANSACTION_FAILED`
 *   when the prepared operation differs from the approved one, or it does not land.
 */
export async function sendSponsored7702(
  title: string,
  calls: readonly BatchCall[],
  sponsored: Sponsored,
  context: Sponsored7702Context,
): Promise<Hex> {
  const { address, network } = context
  const described = await describeBatch(calls, context)
  const delegation = sponsored.delegated
    ? { lines: [], warnings: [] }
    : {
        lines: [
          fill(frameMessages.DELEGATE_ACCOUNT, { address }),
          fill(frameMessages.DELEGATE_IMPLEMENTATION, { address: network.implementation }),
        ],
        warnings: [frameMessages.DELEGATE_WARNING],
      }
  await approveOrReject(
    context,
    title,
    [
      fill(frameMessages.SMART_ACCOUNT_FROM, { address }),
      ...delegation.lines,
      ...described.details,
      frameMessages.NETWORK_FEE_SPONSORED,
    ],
    [...delegation.warnings, ...described.warnings],
    described.changes,
  )
  await context.confirmValue?.(calls.reduce((sum, call) => sum + call.value, 0n))
  // The EOA's first operation carries its authorization, for this chain and the configured
  // implementation only (the bundler's transaction sends it; the EOA's own nonce is unchanged).
  const authorization = sponsored.delegated ? undefined : await signDelegation(context)
  const bundler = createBundlerClient({
    client: context.client,
    account: sponsored.account,
    transport: http(network.bundlerUrl),
    paymaster: sponsored.sponsorship.actions,
  })
  const hash = await sendApprovedUserOperation(bundler, sponsored.account, {
    calls: [...calls],
    callData: sponsored.callData,
    paymaster: sponsored.sponsorship.address,
    ...(authorization ? { authorization } : {}),
  })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 120_000 })
  return receipt.receipt.transactionHash
}

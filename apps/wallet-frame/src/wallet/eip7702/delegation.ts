import { FoyerError } from '@foyer/common'
import {
  type Address,
  type Hex,
  isAddressEqual,
  type LocalAccount,
  type PublicClient,
  serializeTransaction,
  zeroAddress,
} from 'viem'
import type { ApprovalChain, ApprovalRequest } from '../../ui/approval-dialog.js'
import { fillMessage as fill, frameMessages } from '../../ui/messages.js'
import { approveOrReject } from '../signing-requests.js'
import { delegateOf } from './delegation-designator.js'

/**
 * Gas of a self-addressed transaction carrying one authorization: 21,000 plus EIP-7702's
 * 25,000 per authorization to a new account, with room to spare (only the gas used is paid).
 */
const DELEGATION_GAS = 100_000n

/** What changing the EOA's delegation needs from the wallet around it. */
export type DelegationContext = {
  /** The active network: the authorization is for this chain id only (never 0, every chain). */
  chain: ApprovalChain
  client: PublicClient
  /** The user's EOA. */
  address: Address
  /** The network's implementation from the frame's own config: the only contract delegated to. */
  implementation: Address
  hostOrigin: string
  approve: (request: ApprovalRequest) => Promise<boolean>
  /** Runs `use` with the key rebuilt for the call only. */
  withAccount: <T>(use: (account: LocalAccount) => Promise<T>) => Promise<T>
}

/** The contract `address` delegates to on the network of `client`, or undefined. */
export async function currentDelegate(
  client: PublicClient,
  address: Address,
): Promise<Address | undefined> {
  return delegateOf(await client.getCode({ address }))
}

/** Whether `address` is delegated to `implementation` (the frame's configured one). */
export async function isDelegatedTo(
  client: PublicClient,
  address: Address,
  implementation: Address,
): Promise<boolean> {
  const delegate = await currentDelegate(client, address)
  return delegate !== undefined && isAddressEqual(delegate, implementation)
}

/**
 * Upgrades the EOA to a smart account at the same address: after the user approved a dialog
 * naming the implementation, signs an EIP-7702 authorization to the configured implementation
 * for the active chain and sends it in a transaction of the EOA to itself. Resolves once the
 * account's code designates the implementation.
 */
export async function delegateToImplementation(context: DelegationContext): Promise<Hex> {
  await approveOrReject(
    context,
    frameMessages.DELEGATE_TITLE,
    [
      fill(frameMessages.DELEGATE_ACCOUNT, { address: context.address }),
      fill(frameMessages.DELEGATE_IMPLEMENTATION, { address: context.implementation }),
    ],
    [frameMessages.DELEGATE_WARNING],
  )
  return setDelegation(context, context.implementation)
}

/**
 * Turns the EOA back into a plain account (an authorization to the zero address clears its
 * code), after the user approved; also removes a delegation the frame did not make.
 */
export async function removeDelegation(context: DelegationContext): Promise<Hex> {
  const delegate = await currentDelegate(context.client, context.address)
  await approveOrReject(context, frameMessages.UNDELEGATE_TITLE, [
    fill(frameMessages.DELEGATE_ACCOUNT, { address: context.address }),
    ...(delegate ? [fill(frameMessages.UNDELEGATE_CURRENT, { address: delegate })] : []),
  ])
  return setDelegation(context, zeroAddress)
}

/** Sends the EOA's self-transaction carrying its authorization to `target`; waits for it. */
async function setDelegation(context: DelegationContext, target: Address): Promise<Hex> {
  const { client, address, chain } = context
  // Nonce and fees are read before the key exists; the key lives for the two signatures only.
  const [nonce, fees] = await Promise.all([
    client.getTransactionCount({ address, blockTag: 'pending' }),
    client.estimateFeesPerGas(),
  ])
  const signed = await context.withAccount(async (account) => {
    if (!account.signAuthorization) throw new FoyerError('UNKNOWN_ERROR')
    // The sender's own authorization is checked after its nonce went up: nonce + 1.
    const authorization = await account.signAuthorization({
      chainId: chain.id,
      contractAddress: target,
      nonce: nonce + 1,
    })
    return account.signTransaction(
      {
        type: 'eip7702',
        chainId: chain.id,
        nonce,
        to: address,
        value: 0n,
        data: '0x',
        gas: DELEGATION_GAS,
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        authorizationList: [authorization],
      },
      { serializer: serializeTransaction },
    )
  })
  const hash = await client.sendRawTransaction({ serializedTransaction: signed })
  const receipt = await client.waitForTransactionReceipt({ hash, timeout: 120_000 })
  const delegate = await currentDelegate(client, address)
  const done =
    target === zeroAddress
      ? delegate === undefined
      : delegate !== undefined && isAddressEqual(delegate, target)
  if (receipt.status !== 'success' || !done) {
    throw new FoyerError('UNKNOWN_ERROR', { details: `The delegation did not land (${hash})` })
  }
  return hash
}

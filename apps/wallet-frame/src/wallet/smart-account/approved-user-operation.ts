import { FoyerError } from '@foyer/common'
import type { Address, Hex, SignedAuthorization } from 'viem'
import {
  type BundlerClient,
  formatUserOperationRequest,
  type SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'

/** One call of a user operation. */
export type AccountCall = { to: Address; value: bigint; data: Hex }

/**
 * What the user approved: the account's calls, who pays (a paymaster, or none) and, for an EOA's
 * first user operation at EntryPoint v0.8, its signed EIP-7702 authorization.
 */
export type ApprovedOperation = {
  calls: AccountCall[]
  callData: Hex
  paymaster?: Address
  authorization?: SignedAuthorization
}

/**
 * Prepares the user operation of the approved calls, checks that it runs exactly the approved
 * `callData` from the user's account through the approved paymaster (or none), and only then
 * has the owner sign its hash and hands it to the bundler. Whatever a paymaster or bundler
 * answered while preparing, the signature covers only what the approval showed.
 *
 * @returns The user operation's hash.
 * @throws {FoyerError} `SEND_TRANSACTION_FAILED` (nothing signed) when the prepared operation
 *   differs from the approved one.
 */
export async function sendApprovedUserOperation(
  bundler: BundlerClient,
  account: SmartAccount,
  approved: ApprovedOperation,
): Promise<Hex> {
  const prepared = (await bundler.prepareUserOperation({
    account,
    calls: approved.calls,
    ...(approved.authorization ? { authorization: approved.authorization } : {}),
  })) as UserOperation<'0.7'>
  const differs =
    prepared.sender !== account.address ||
    prepared.callData !== approved.callData ||
    prepared.paymaster !== approved.paymaster
  if (differs) {
    throw new FoyerError('SEND_TRANSACTION_FAILED', {
      details: 'The user operation to sign differs from the approved one: nothing was signed.',
    })
  }
  const signature = await account.signUserOperation(prepared)
  return bundler.request({
    method: 'eth_sendUserOperation',
    params: [formatUserOperationRequest({ ...prepared, signature }), account.entryPoint.address],
  })
}

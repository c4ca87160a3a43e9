import { errorFromProvider, FoyerError, hasInsufficientGas } from '@foyer/common'
import type { Address, Hex, PublicClient } from 'viem'

/** What the check needs of the batch's prepared transaction and its account. */
export type BatchFee = {
  /** The account's native balance, in wei. */
  balance: bigint
  /** The transaction's gas limit and fee cap per gas: the most its fee can be. */
  gas: bigint
  maxFeePerGas: bigint
  /** The native value the batch's calls send, in wei. */
  value: bigint
}

/**
 * SPEC §5's insufficient-gas rule for a delegated EOA that pays its own fee (it has code, yet
 * it is no ERC-4337 account: nobody else pays): its balance is zero, or below the batch's
 * most expensive fee plus the value it sends. Checked before the approval, so the user is told
 * why before anything is signed, with the same error as the modal's EOA path.
 *
 * @throws {FoyerError} `INSUFFICIENT_FUNDS` naming the balance and the cost.
 */
export function assertBatchFeeCovered(address: Address, fee: BatchFee): void {
  const cost = fee.gas * fee.maxFeePerGas + fee.value
  if (hasInsufficientGas({ nativeBalance: fee.balance, gasCost: cost, accountType: 'eoa' })) {
    throw new FoyerError('INSUFFICIENT_FUNDS', {
      details: `Insufficient gas: ${address} has ${fee.balance} wei, the batch may cost ${cost} wei`,
    })
  }
}

/**
 * Fills nonce, gas and fees of the delegated EOA's self-addressed transaction `data` (before
 * the key exists) and checks that its balance covers it (see {@link assertBatchFeeCovered}); a
 * node that refuses to estimate for lack of funds gives the same error.
 *
 * @throws {FoyerError} `INSUFFICIENT_FUNDS` before any approval or signature.
 */
export async function prepareSelfPaidBatch(
  client: PublicClient,
  address: Address,
  batch: { data: Hex; value: bigint },
) {
  const balance = await client.getBalance({ address })
  const none = { gas: 0n, maxFeePerGas: 0n, value: batch.value }
  if (balance === 0n) assertBatchFeeCovered(address, { balance, ...none })
  const request = await client
    .prepareTransactionRequest({
      account: address,
      chain: client.chain,
      to: address,
      value: 0n,
      data: batch.data,
    })
    .catch((error: unknown) => {
      const mapped = errorFromProvider(error)
      if (mapped.code === 'INSUFFICIENT_FUNDS')
        assertBatchFeeCovered(address, { ...none, balance: 0n })
      throw error
    })
  assertBatchFeeCovered(address, {
    balance,
    gas: request.gas,
    maxFeePerGas: request.maxFeePerGas ?? request.gasPrice ?? 0n,
    value: batch.value,
  })
  return request
}

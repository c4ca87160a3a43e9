import { FoyerError } from '@foyer/common'
import type { Address, Hex } from 'viem'
import * as z from 'zod/mini'
import type { ApprovalChain } from '../ui/approval-dialog.js'
import { assertActiveChain } from './active-chain.js'
import { refuseHostAuthorizations } from './eip7702/authorization-guard.js'
import { addressSchema, assertOwnAddress, hexSchema, quantitySchema } from './signing-requests.js'

const transactionParams = z.tuple([
  z.object({
    from: z.optional(addressSchema),
    to: addressSchema,
    value: z.optional(quantitySchema),
    data: z.optional(hexSchema),
    chainId: z.optional(z.union([quantitySchema, z.number()])),
  }),
])

/**
 * The one call of an `eth_sendTransaction` request that an account sends as a user operation:
 * an authorization list (or type 4) is refused, and so are a `from` other than `address` and a
 * `chainId` other than the active chain's, before any approval.
 *
 * @throws {FoyerError} `INVALID_PARAMS` when the params are not `[{ to, value?, data?, … }]`.
 */
export function parseTransactionCall(
  params: unknown,
  address: Address,
  chain: ApprovalChain,
): { to: Address; value: bigint; data: Hex } {
  refuseHostAuthorizations(Array.isArray(params) ? params[0] : undefined)
  const parsed = transactionParams.safeParse(params)
  if (!parsed.success) throw new FoyerError('INVALID_PARAMS')
  const [tx] = parsed.data
  assertOwnAddress(tx.from, address)
  assertActiveChain(tx.chainId, chain)
  return {
    to: tx.to as Address,
    value: tx.value ? BigInt(tx.value) : 0n,
    data: (tx.data ?? '0x') as Hex,
  }
}

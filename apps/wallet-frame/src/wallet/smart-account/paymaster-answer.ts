import { FoyerError } from '@foyer/common'
import { type Address, getAddress, http } from 'viem'
import {
  createPaymasterClient,
  type GetPaymasterDataParameters,
  type GetPaymasterDataReturnType,
  type GetPaymasterStubDataParameters,
  type GetPaymasterStubDataReturnType,
} from 'viem/account-abstraction'
import * as z from 'zod/mini'

/** How long the frame waits for a paymaster before the account pays (or the send stops). */
export const PAYMASTER_TIMEOUT_MS = 3_000

/**
 * The most gas a paymaster may reserve for its own validation, and for its postOp. Generous for
 * a verifying or ERC-20 paymaster (60 000 and 0 for the VerifyingPaymaster); far below a block.
 */
export const MAX_PAYMASTER_GAS = 500_000n

const gasLimit = z.optional(z.bigint().check(z.gte(0n), z.lte(MAX_PAYMASTER_GAS)))

/**
 * The ONLY fields the frame takes from a paymaster's answer (ERC-7677, EntryPoint v0.7). viem
 * spreads the whole answer into the user operation, so an answer carrying `callData`, `sender`,
 * `nonce` or fee fields would change what the user signs; they are dropped here.
 */
const paymasterFieldsSchema = z.object({
  paymaster: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  paymasterData: z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)),
  paymasterVerificationGasLimit: gasLimit,
  paymasterPostOpGasLimit: gasLimit,
  isFinal: z.optional(z.boolean()),
})

/** A paymaster's fields for one user operation, checked. */
export type PaymasterFields = {
  paymaster: Address
  paymasterData: `0x${string}`
  paymasterVerificationGasLimit?: bigint
  paymasterPostOpGasLimit?: bigint
  isFinal?: boolean
}

/** The paymaster actions viem's bundler client calls while it prepares a user operation. */
export type GuardedPaymaster = {
  getPaymasterStubData: (
    parameters: GetPaymasterStubDataParameters,
  ) => Promise<GetPaymasterStubDataReturnType & PaymasterFields>
  getPaymasterData: (
    parameters: GetPaymasterDataParameters,
  ) => Promise<GetPaymasterDataReturnType & PaymasterFields>
}

/**
 * Checks one answer of a paymaster and keeps only its paymaster fields.
 *
 * @throws {FoyerError} `SEND_TRANSACTION_FAILED` when the answer is malformed, asks for more gas
 *   than {@link MAX_PAYMASTER_GAS}, or names another paymaster than `pinned`.
 */
export function paymasterFields(answer: unknown, pinned?: Address): PaymasterFields {
  const parsed = paymasterFieldsSchema.safeParse(answer)
  if (!parsed.success) {
    throw new FoyerError('SEND_TRANSACTION_FAILED', {
      details: 'The paymaster gave an answer that is not a valid ERC-7677 answer.',
    })
  }
  const { paymaster, paymasterData, isFinal, ...gas } = parsed.data
  const address = getAddress(paymaster)
  if (pinned && address !== pinned) {
    throw new FoyerError('SEND_TRANSACTION_FAILED', {
      details: `The paymaster named ${address} after the approval, not ${pinned}: nothing was signed.`,
    })
  }
  return {
    paymaster: address,
    paymasterData: paymasterData as `0x${string}`,
    ...(gas.paymasterVerificationGasLimit !== undefined && {
      paymasterVerificationGasLimit: gas.paymasterVerificationGasLimit,
    }),
    ...(gas.paymasterPostOpGasLimit !== undefined && {
      paymasterPostOpGasLimit: gas.paymasterPostOpGasLimit,
    }),
    ...(isFinal !== undefined && { isFinal }),
  }
}

/**
 * The ERC-7677 paymaster at `url`, reached without redirects (a redirect could point the
 * user's browser at a private address) and for at most {@link PAYMASTER_TIMEOUT_MS}, whose
 * answers are checked by {@link paymasterFields}; once `pin`ned, it must keep naming that
 * paymaster contract.
 */
export function guardedPaymaster(url: string, pin?: Address): GuardedPaymaster {
  const client = createPaymasterClient({
    transport: http(url, {
      retryCount: 0,
      timeout: PAYMASTER_TIMEOUT_MS,
      fetchOptions: { redirect: 'error' },
    }),
  })
  return {
    // viem's own types; the fields are the checked ones (a postOp limit left out is estimated).
    getPaymasterStubData: async (parameters) =>
      paymasterFields(await client.getPaymasterStubData(parameters), pin) as never,
    getPaymasterData: async (parameters) =>
      paymasterFields(await client.getPaymasterData(parameters), pin) as never,
  }
}

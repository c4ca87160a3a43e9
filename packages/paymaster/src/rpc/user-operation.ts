import { type Address, getAddress, type Hex, isAddress } from 'viem'
import { z } from 'zod'

const hexSchema = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x-prefixed bytes')
const quantitySchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a 0x-prefixed hex quantity')
  .transform((text) => BigInt(text))
const addressSchema = z
  .string()
  .refine((text) => isAddress(text, { strict: false }), 'must be a 0x address of 20 bytes')
  .transform((text) => getAddress(text))

/** The gas fields a wallet may still leave out of a stub request (ERC-7677 sends them as known). */
const optionalQuantity = quantitySchema.optional()

/**
 * An EntryPoint v0.7 user operation as ERC-7677 sends it (unpacked, hex quantities, without
 * the paymaster's signature). Gas fields are optional here; {@link requireGasFields} asks for them.
 */
export const userOperationSchema = z.object({
  sender: addressSchema,
  nonce: quantitySchema,
  /** A factory, or EntryPoint v0.8's EIP-7702 marker as alto takes it (`0x7702`, or padded). */
  factory: z.union([z.literal('0x7702'), addressSchema]).nullish(),
  factoryData: hexSchema.nullish(),
  callData: hexSchema,
  callGasLimit: optionalQuantity,
  verificationGasLimit: optionalQuantity,
  preVerificationGas: optionalQuantity,
  maxFeePerGas: optionalQuantity,
  maxPriorityFeePerGas: optionalQuantity,
  paymasterVerificationGasLimit: optionalQuantity,
  paymasterPostOpGasLimit: optionalQuantity,
})

/** A user operation of an ERC-7677 request, parsed. */
export type UserOperationRequest = z.infer<typeof userOperationSchema>

/** A user operation with every field the paymaster signs over. */
export interface PricedUserOperation {
  sender: Address
  nonce: bigint
  initCode: Hex
  callData: Hex
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
}

/** The gas fields `pm_getPaymasterData` needs, by name. */
const GAS_FIELDS = [
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
  'paymasterVerificationGasLimit',
  'paymasterPostOpGasLimit',
] as const

/**
 * The operation's packed `initCode` as the bundler packs it (and the VerifyingPaymaster hashes
 * it): factory (or the 0x7702 marker) and factory data, or empty when the account exists.
 */
export function initCodeOf(operation: UserOperationRequest): Hex {
  if (!operation.factory) return '0x'
  return `${operation.factory}${(operation.factoryData ?? '0x').slice(2)}` as Hex
}

/**
 * The operation with every gas field the signature covers, or the names of those missing (the
 * final `pm_getPaymasterData` request must carry the estimated values).
 */
export function requireGasFields(
  operation: UserOperationRequest,
): { operation: PricedUserOperation } | { missing: string[] } {
  const missing = GAS_FIELDS.filter((field) => operation[field] === undefined)
  if (missing.length > 0) return { missing }
  return {
    operation: {
      sender: operation.sender,
      nonce: operation.nonce,
      initCode: initCodeOf(operation),
      callData: operation.callData as Hex,
      callGasLimit: operation.callGasLimit!,
      verificationGasLimit: operation.verificationGasLimit!,
      preVerificationGas: operation.preVerificationGas!,
      maxFeePerGas: operation.maxFeePerGas!,
      maxPriorityFeePerGas: operation.maxPriorityFeePerGas!,
      paymasterVerificationGasLimit: operation.paymasterVerificationGasLimit!,
      paymasterPostOpGasLimit: operation.paymasterPostOpGasLimit!,
    },
  }
}

/**
 * The most the operation can cost the paymaster's deposit: EntryPoint v0.7's required prefund
 * (every gas limit, the paymaster's included, times `maxFeePerGas`).
 */
export function maxCostOf(operation: PricedUserOperation): bigint {
  return (
    (operation.callGasLimit +
      operation.verificationGasLimit +
      operation.preVerificationGas +
      operation.paymasterVerificationGasLimit +
      operation.paymasterPostOpGasLimit) *
    operation.maxFeePerGas
  )
}

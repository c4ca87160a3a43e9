import {
  type Address,
  concatHex,
  encodeAbiParameters,
  type Hex,
  keccak256,
  type LocalAccount,
  pad,
  toHex,
} from 'viem'
import type { PricedUserOperation } from './user-operation.js'

/**
 * A 65-byte signature that recovers to some address without reverting (OpenZeppelin's ECDSA
 * reverts on malformed ones), for gas estimation: the paymaster's validation then runs its full
 * path and returns "signature failed", which estimation ignores.
 */
export const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/** Gas the VerifyingPaymaster's validation needs at most (an ECDSA recovery and a decode). */
export const PAYMASTER_VERIFICATION_GAS_LIMIT = 60_000n
/** The VerifyingPaymaster has no postOp (it returns an empty context). */
export const PAYMASTER_POST_OP_GAS_LIMIT = 0n

/** The validity window a signature carries (unix seconds; 0 = no bound). */
export interface ValidityWindow {
  validUntil: number
  validAfter: number
}

const uint128Pair = (high: bigint, low: bigint): Hex =>
  concatHex([pad(toHex(high), { size: 16 }), pad(toHex(low), { size: 16 })])

/**
 * `VerifyingPaymaster.getHash(userOp, validUntil, validAfter)` of `@account-abstraction/contracts`
 * 0.7.0, computed off-chain: every field of the packed user operation except the paymaster's
 * signature, bound to the chain and the paymaster contract.
 */
export function verifyingPaymasterHash(
  operation: PricedUserOperation,
  chainId: number,
  paymaster: Address,
  window: ValidityWindow,
): Hex {
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        operation.sender,
        operation.nonce,
        keccak256(operation.initCode),
        keccak256(operation.callData),
        uint128Pair(operation.verificationGasLimit, operation.callGasLimit),
        BigInt(
          uint128Pair(operation.paymasterVerificationGasLimit, operation.paymasterPostOpGasLimit),
        ),
        operation.preVerificationGas,
        uint128Pair(operation.maxPriorityFeePerGas, operation.maxFeePerGas),
        BigInt(chainId),
        paymaster,
        window.validUntil,
        window.validAfter,
      ],
    ),
  )
}

/** The VerifyingPaymaster's `paymasterData`: `abi.encode(validUntil, validAfter)` then the signature. */
export function encodePaymasterData(window: ValidityWindow, signature: Hex): Hex {
  return concatHex([
    encodeAbiParameters(
      [{ type: 'uint48' }, { type: 'uint48' }],
      [window.validUntil, window.validAfter],
    ),
    signature,
  ])
}

/**
 * The signer's `paymasterData` for the operation: an EIP-191 signature of
 * {@link verifyingPaymasterHash}, as the contract checks it.
 */
export async function signPaymasterData(
  signer: LocalAccount,
  operation: PricedUserOperation,
  chainId: number,
  paymaster: Address,
  window: ValidityWindow,
): Promise<Hex> {
  const hash = verifyingPaymasterHash(operation, chainId, paymaster, window)
  const signature = await signer.signMessage({ message: { raw: hash } })
  return encodePaymasterData(window, signature)
}

import { type Address, getAddress, type Hex } from 'viem'

/** EIP-7702: the code of a delegated EOA is this prefix followed by the delegate's 20 bytes. */
export const DELEGATION_DESIGNATOR_PREFIX = '0xef0100'

/**
 * The contract an account's code delegates to (EIP-7702's `0xef0100 ‖ address`), or undefined
 * for an account without a delegation (no code, or a contract's own code).
 */
export function delegateOf(code: Hex | undefined): Address | undefined {
  if (!code || !/^0xef0100[0-9a-fA-F]{40}$/i.test(code)) return undefined
  return getAddress(`0x${code.slice(DELEGATION_DESIGNATOR_PREFIX.length)}`)
}

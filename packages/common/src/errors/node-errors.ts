import type { FoyerErrorCode } from '../messages/en.js'

/**
 * Node (execution client) errors recognised by their message, most specific first
 * (SPEC §8). Patterns cover the wording of the common clients.
 */
export const NODE_ERROR_PATTERNS: readonly (readonly [FoyerErrorCode, RegExp])[] = [
  ['EXECUTION_REVERTED', /execution reverted|reverted/i],
  [
    'FEE_CAP_TOO_HIGH',
    /(max fee per gas|fee cap) higher than 2\^256-1|fee cap (too high|exceeds)/i,
  ],
  ['FEE_CAP_TOO_LOW', /(max fee per gas|fee cap) less than block base fee|fee cap too low/i],
  ['NONCE_MAX_VALUE', /nonce has max value|nonce max/i],
  ['NONCE_TOO_HIGH', /nonce too high/i],
  ['NONCE_TOO_LOW', /nonce too low|transaction already imported|already known/i],
  [
    'INSUFFICIENT_FUNDS',
    /insufficient funds|exceeds transaction sender account balance|insufficient balance/i,
  ],
  ['INTRINSIC_GAS_TOO_HIGH', /intrinsic gas too high|gas limit reached|exceeds block gas limit/i],
  ['INTRINSIC_GAS_TOO_LOW', /intrinsic gas too low/i],
  [
    'TRANSACTION_TYPE_NOT_SUPPORTED',
    /transaction type not (valid|supported)|unsupported transaction type/i,
  ],
]

/** Messages that mean the user said no in the wallet. */
export const USER_REJECTION_PATTERN = /user (rejected|denied|cancell?ed)|rejected by (the )?user/i

/** The node error a message describes, if any. */
export function nodeErrorCodeFromMessage(message: string): FoyerErrorCode | undefined {
  for (const [code, pattern] of NODE_ERROR_PATTERNS) if (pattern.test(message)) return code
  if (USER_REJECTION_PATTERN.test(message)) return 'USER_REJECTED'
  return undefined
}

/**
 * JSON-RPC error codes the paymaster answers with. The standard ones, plus one for a request the
 * project's policy does not cover (ERC-7677 leaves the code to the service).
 */
export const RPC_ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** Outside the project's policy: nothing is signed or charged. */
  policyRefused: -32001,
  /** Within the policy, but over the sender's daily cap or the project's budget. */
  capReached: -32002,
  /** The store is unreachable: try again later (nothing was charged). */
  unavailable: -32003,
} as const

/** Why the policy refused a request, for clients that branch on it. */
export type RefusalReason =
  | 'unknown-project'
  | 'chain-not-sponsored'
  | 'entry-point-not-supported'
  | 'not-an-account-call'
  | 'target-not-allowed'
  | 'selector-not-allowed'
  | 'value-not-sponsored'
  | 'factory-not-allowed'
  | 'daily-cap-reached'
  | 'budget-exhausted'

/** An error the paymaster answers a JSON-RPC request with (`message` is safe to show). */
export class PaymasterRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: { reason: RefusalReason } | { issues: string[] },
  ) {
    super(message)
    this.name = 'PaymasterRpcError'
  }
}

/** A request the policy does not cover. */
export function policyRefusal(reason: RefusalReason, message: string): PaymasterRpcError {
  const code =
    reason === 'daily-cap-reached' || reason === 'budget-exhausted'
      ? RPC_ERROR_CODES.capReached
      : RPC_ERROR_CODES.policyRefused
  return new PaymasterRpcError(code, message, { reason })
}

import { userRejectedError } from './errors.js'
import type { Decision } from './state.js'
import type { WalletStateStore } from './state-store.js'

/** The kinds of request that need the wallet's (or its user's) approval. */
export type ApprovalKind = 'connect' | 'sign' | 'send' | 'switchChain' | 'addChain'

/** A request waiting for approval, as a `decide` policy sees it. */
export interface ApprovalRequest {
  kind: ApprovalKind
  method: string
  params: unknown
  /** The site that asked. */
  origin: string
}

/**
 * Decides a request that needs approval when no queued decision is left. Return
 * `undefined` to fall back to the wallet's default decision.
 */
export type DecisionPolicy = (
  request: ApprovalRequest,
) => Decision | undefined | Promise<Decision | undefined>

/**
 * Decides one request: the first queued decision if any (taken off the queue), else the
 * policy, else the state's default decision. Throws a 4001 `ProviderRpcError` on reject.
 */
export async function requireApproval(
  store: WalletStateStore,
  request: ApprovalRequest,
  policy?: DecisionPolicy,
): Promise<void> {
  const { before } = await store.update((state) =>
    state.decisions.length > 0 ? { ...state, decisions: state.decisions.slice(1) } : state,
  )
  const decision = before.decisions[0] ?? (await policy?.(request)) ?? before.defaultDecision
  if (decision !== 'approve') throw userRejectedError()
}

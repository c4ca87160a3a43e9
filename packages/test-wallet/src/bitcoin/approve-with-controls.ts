import { userRejectedError } from '../errors.js'
import type { Decision } from '../state.js'
import type { TestWalletControls } from '../wallet-controls.js'

/** The part of the wallet's controls that decides approvals (its decision queue). */
export type DecisionControls = Pick<
  TestWalletControls,
  'getState' | 'clearDecisions' | 'queueDecisions'
>

/**
 * Takes the next queued decision of the shared queue, or the wallet's default one; throws
 * the wallet's 4001 error on reject.
 */
export async function approveWith(controls: DecisionControls): Promise<void> {
  const state = await controls.getState()
  const [next, ...rest] = state.pendingDecisions
  let decision: Decision = state.defaultDecision
  if (next) {
    decision = next
    await controls.clearDecisions()
    if (rest.length > 0) await controls.queueDecisions(rest)
  }
  if (decision !== 'approve') throw userRejectedError()
}

import { checkSwapCalls } from '@foyer/common/decode'
import { type FoyerClient, refreshAfterTransaction, sendTransaction } from '@foyer/core'
import type { SwapPlan } from './swap-plan.js'

/** The step a swap is at, for the button's text. */
export type SwapStep = 'approving' | 'swapping'

/** A transaction the chain mined but reverted. */
export class SwapRevertedError extends Error {
  override name = 'SwapRevertedError'
  constructor(readonly step: SwapStep) {
    super(`The ${step === 'approving' ? 'approval' : 'swap'} transaction reverted`)
  }
}

/**
 * Sends the reviewed plan: the approval first when it has one (waiting until it is mined),
 * then the swap, through the adapter's `sendTransaction`, and waits until it is mined
 * (balances are read again then). Calldata that does not match the quote is refused before
 * the wallet is asked (the review refuses it too). Resolves with the swap's hash.
 */
export async function runSwap(
  client: FoyerClient,
  plan: SwapPlan,
  onStep: (step: SwapStep) => void,
): Promise<string> {
  const checked = checkSwapCalls(plan)
  if (!checked.ok) throw new Error(`The prepared swap does not match its quote: ${checked.problem}`)
  if (plan.approval) {
    onStep('approving')
    await sendAndWait(client, plan.approval, 'approving')
  }
  onStep('swapping')
  return sendAndWait(client, plan.swap, 'swapping')
}

async function sendAndWait(
  client: FoyerClient,
  transaction: { to: string; data: string; value: string },
  step: SwapStep,
): Promise<string> {
  const hash = await sendTransaction(client, {
    request: { to: transaction.to, data: transaction.data, value: BigInt(transaction.value) },
  })
  const outcome = await refreshAfterTransaction(client, { hash })
  if (outcome?.status === 'reverted') throw new SwapRevertedError(step)
  return hash
}

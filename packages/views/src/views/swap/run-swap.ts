import {
  type FoyerClient,
  refreshAfterTransaction,
  type SwapQuote,
  sendTransaction,
} from '@foyer/core'
import { minimumAmountOut } from './swap-math.js'

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
 * Swaps as quoted: approves the router first when the allowance of the token sold is short
 * (waiting until that is mined), then sends the router call that refuses less than the
 * quote minus `slippagePercent`, through the adapter's `sendTransaction`, and waits until it
 * is mined (balances are read again then). Resolves with the swap's hash.
 */
export async function runSwap(
  client: FoyerClient,
  params: {
    quote: SwapQuote
    owner: string
    slippagePercent: number
    onStep: (step: SwapStep) => void
  },
): Promise<string> {
  const data = client.blockchainData
  if (!data?.getSwapAllowance || !data.getSwapApproveTransaction || !data.getSwapTransaction) {
    throw new Error('The blockchain data service offers no swaps')
  }
  const { quote, owner } = params
  const caipNetworkId = quote.chainId
  if (!quote.from.endsWith(':native')) {
    const { allowance } = await data.getSwapAllowance({ caipNetworkId, token: quote.from, owner })
    if (BigInt(allowance) < BigInt(quote.amountIn)) {
      params.onStep('approving')
      const approval = await data.getSwapApproveTransaction({
        caipNetworkId,
        token: quote.from,
        amount: quote.amountIn,
      })
      await sendAndWait(client, approval, 'approving')
    }
  }
  params.onStep('swapping')
  const swap = await data.getSwapTransaction({
    caipNetworkId,
    from: quote.from,
    to: quote.to,
    amount: quote.amountIn,
    amountOutMin: minimumAmountOut(BigInt(quote.amountOut), params.slippagePercent).toString(),
    recipient: owner,
  })
  return sendAndWait(client, swap, 'swapping')
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

import type { FoyerClient, SwapQuote, SwapTransaction } from '@foyer/core'
import { minimumAmountOut } from './swap-math.js'

/**
 * The transactions a swap sends, prepared before its review so that the review shows (and
 * simulates) exactly what the wallet will be asked: the router's approval of the token sold
 * when the allowance is short, then the swap refusing less than `minimumOut`.
 */
export interface SwapPlan {
  quote: SwapQuote
  owner: string
  minimumOut: bigint
  approval?: SwapTransaction | undefined
  swap: SwapTransaction
}

/**
 * Prepares the swap of `quote` for `owner`: reads the allowance of the token sold (none for
 * the native currency), asks the data service for the approval when it is short, and for the
 * swap's calldata with the slippage tolerance applied.
 */
export async function planSwap(
  client: FoyerClient,
  params: { quote: SwapQuote; owner: string; slippagePercent: number; signal?: AbortSignal },
): Promise<SwapPlan> {
  const data = client.blockchainData
  if (!data?.getSwapAllowance || !data.getSwapApproveTransaction || !data.getSwapTransaction) {
    throw new Error('The blockchain data service offers no swaps')
  }
  const { quote, owner, signal } = params
  const caipNetworkId = quote.chainId
  let approval: SwapTransaction | undefined
  if (!quote.from.endsWith(':native')) {
    const { allowance } = await data.getSwapAllowance({
      caipNetworkId,
      token: quote.from,
      owner,
      ...(signal ? { signal } : {}),
    })
    if (BigInt(allowance) < BigInt(quote.amountIn)) {
      approval = await data.getSwapApproveTransaction({
        caipNetworkId,
        token: quote.from,
        amount: quote.amountIn,
        ...(signal ? { signal } : {}),
      })
    }
  }
  const minimumOut = minimumAmountOut(BigInt(quote.amountOut), params.slippagePercent)
  const swap = await data.getSwapTransaction({
    caipNetworkId,
    from: quote.from,
    to: quote.to,
    amount: quote.amountIn,
    amountOutMin: minimumOut.toString(),
    recipient: owner,
    ...(signal ? { signal } : {}),
  })
  return { quote, owner, minimumOut, approval, swap }
}

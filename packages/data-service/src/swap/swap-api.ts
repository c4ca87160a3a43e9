import type { SwapAllowance, SwapQuote, SwapToken, SwapTransaction } from '@foyer/common'

/**
 * The service behind the swap endpoints. Its answers are `@foyer/common`'s swap types, the
 * ones the client parses them with (the routes check each answer against those schemas).
 */

/** What the swap endpoints call (implemented by `SwapService`). */
export interface SwapApi {
  chains(): string[]
  tokens(caipNetworkId: string): Promise<SwapToken[]>
  quote(caipNetworkId: string, from: string, to: string, amountIn: bigint): Promise<SwapQuote>
  allowance(caipNetworkId: string, token: string, owner: `0x${string}`): Promise<SwapAllowance>
  approveTransaction(
    caipNetworkId: string,
    token: string,
    amount: bigint,
  ): Promise<{ tx: SwapTransaction }>
  swapTransaction(params: {
    caipNetworkId: string
    from: string
    to: string
    amountIn: bigint
    amountOutMin: bigint
    recipient: `0x${string}`
  }): Promise<{ tx: SwapTransaction; deadline: number }>
}

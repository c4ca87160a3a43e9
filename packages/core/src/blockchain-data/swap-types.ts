import type {
  CaipNetworkId,
  SwapAllowance,
  SwapQuote,
  SwapToken,
  SwapTransaction,
} from '@foyer/common'

/** The answers' types are defined once, with their schemas, in `@foyer/common`. */
export type { SwapAllowance, SwapQuote, SwapToken, SwapTransaction }

/**
 * The swap reads of a blockchain-data service (SPEC §7: swap quotes, token prices, supported
 * chains). Optional: a client without them leaves them out, and the Swap view says swaps
 * are unavailable.
 */
export interface SwapDataExtras {
  /** The chains swaps are offered on. */
  getSwapChains?(params?: { signal?: AbortSignal }): Promise<CaipNetworkId[]>
  getSwapTokens?(params: {
    caipNetworkId: CaipNetworkId
    signal?: AbortSignal
  }): Promise<SwapToken[]>
  /** Quotes selling `amount` (base units) of `from` for `to` (CAIP-10 ids). */
  getSwapQuote?(params: {
    caipNetworkId: CaipNetworkId
    from: string
    to: string
    amount: string
    signal?: AbortSignal
  }): Promise<SwapQuote>
  /** How much of `token` the swap contract may move for `owner`, in base units. */
  getSwapAllowance?(params: {
    caipNetworkId: CaipNetworkId
    token: string
    owner: string
    signal?: AbortSignal
  }): Promise<SwapAllowance>
  /** The approval of `amount` of `token` to the swap contract. */
  getSwapApproveTransaction?(params: {
    caipNetworkId: CaipNetworkId
    token: string
    amount: string
    signal?: AbortSignal
  }): Promise<SwapTransaction>
  /** The swap itself: sells exactly `amount`, refusing less than `amountOutMin` of `to`. */
  getSwapTransaction?(params: {
    caipNetworkId: CaipNetworkId
    from: string
    to: string
    amount: string
    amountOutMin: string
    recipient: string
    signal?: AbortSignal
  }): Promise<SwapTransaction>
}

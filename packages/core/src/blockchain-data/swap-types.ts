import type { CaipNetworkId } from '@foyer/common'

/** A token that can be swapped on a chain (DATA-API.md "Changes": `/v1/swap/tokens`). */
export interface SwapToken {
  /** CAIP-10 id; the native currency as `{caip2}:native`. */
  address: string
  name: string
  symbol: string
  decimals: number
  iconUrl: string
  /** US-dollar price, 0 when unknown. */
  price: number
}

/** A quote from the pools' reserves: what `amountIn` of `from` buys of `to` now. */
export interface SwapQuote {
  chainId: CaipNetworkId
  from: string
  to: string
  /** Base units, decimal strings. */
  amountIn: string
  amountOut: string
  /** The tokens the trade passes through, `from` first. */
  route: { address: string; symbol: string }[]
  /** Percent the trade's own size moves the price. */
  priceImpact: number
  /** The contract that needs an allowance of `from` (unless it is the native currency). */
  spender: string
  /** Estimated network fee: gas limit, gas price and amount in wei; value in US dollars. */
  networkFee: { gasLimit: string; gasPrice: string; amount: string; value: number }
}

/** A transaction for the wallet to send: `value` in wei as a decimal string. */
export interface SwapTransaction {
  to: string
  data: string
  value: string
}

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
  }): Promise<{ allowance: string; spender: string }>
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

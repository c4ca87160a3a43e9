/** The answers of the swap endpoints and the service behind them (types only: no imports). */

/** A token that can be swapped (`/v1/swap/tokens`). */
export interface SwapTokenBody {
  /** CAIP-10 id; the native currency as `{caip2}:native`. */
  address: string
  name: string
  symbol: string
  decimals: number
  iconUrl: string
  /** US-dollar price (0 when unknown). */
  price: number
}

/** A transaction for the wallet to send. */
export interface TransactionBody {
  to: string
  data: string
  /** Wei, decimal string. */
  value: string
}

/** A quote from the pools' reserves (`/v1/swap/quote`). */
export interface SwapQuoteBody {
  chainId: string
  from: string
  to: string
  amountIn: string
  amountOut: string
  /** The tokens the trade passes through, `from` first (WETH stands in for the native currency). */
  route: { address: string; symbol: string }[]
  priceImpact: number
  /** The router, which needs an allowance of `from` unless it is the native currency. */
  spender: string
  networkFee: { gasLimit: string; gasPrice: string; amount: string; value: number }
}

/** What the swap endpoints call (implemented by `SwapService`). */
export interface SwapApi {
  chains(): string[]
  tokens(caipNetworkId: string): Promise<SwapTokenBody[]>
  quote(caipNetworkId: string, from: string, to: string, amountIn: bigint): Promise<SwapQuoteBody>
  allowance(
    caipNetworkId: string,
    token: string,
    owner: `0x${string}`,
  ): Promise<{ allowance: string; spender: string }>
  approveTransaction(
    caipNetworkId: string,
    token: string,
    amount: bigint,
  ): Promise<{ tx: TransactionBody }>
  swapTransaction(params: {
    caipNetworkId: string
    from: string
    to: string
    amountIn: bigint
    amountOutMin: bigint
    recipient: `0x${string}`
  }): Promise<{ tx: TransactionBody; deadline: number }>
}

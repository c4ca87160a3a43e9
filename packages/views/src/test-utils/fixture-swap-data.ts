import type { SwapDataExtras, SwapQuote, SwapToken } from '@foyer/core'

const CHAIN = 'eip155:1'
const FOY = `${CHAIN}:0x4444444444444444444444444444444444444444`
const ROUTER = '0x5555555555555555555555555555555555555555'
const WETH = '0x6666666666666666666666666666666666666666'

/** One 32-byte ABI word of a number or an address. */
const word = (value: bigint | string) =>
  (typeof value === 'bigint' ? value.toString(16) : value.slice(2).toLowerCase()).padStart(64, '0')

/** The calldata a real data service returns (ABI-encoded by hand: views have no viem). */
export const fixtureCalldata = {
  approve: (spender: string, amount: bigint) => `0x095ea7b3${word(spender)}${word(amount)}`,
  /** `swapExactETHForTokens(amountOutMin, [WETH, FOY], to, deadline)`. */
  buy: (amountOutMin: bigint, to: string) =>
    `0x7ff36ab5${word(amountOutMin)}${word(0x80n)}${word(to)}${word(2_000_000_000n)}${word(2n)}${word(WETH)}${word(FOY.split(':')[2]!)}`,
  /** `swapExactTokensForETH(amountIn, amountOutMin, [FOY, WETH], to, deadline)`. */
  sell: (amountIn: bigint, amountOutMin: bigint, to: string) =>
    `0x18cbafe5${word(amountIn)}${word(amountOutMin)}${word(0xa0n)}${word(to)}${word(2_000_000_000n)}${word(2n)}${word(FOY.split(':')[2]!)}${word(WETH)}`,
}

/** The swap tokens of the fixture: ETH and FOY on mainnet. */
export const FIXTURE_SWAP_TOKENS: SwapToken[] = [
  {
    address: `${CHAIN}:native`,
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
    iconUrl: '',
    price: 2000,
  },
  { address: FOY, name: 'Foyer Token', symbol: 'FOY', decimals: 18, iconUrl: '', price: 1 },
]

/**
 * Swap reads for views' tests and stories: a fixed 1 ETH = 2000 FOY price (less 1 %),
 * an allowance that starts at `allowance`, and recorded calls. No network.
 */
export function createFixtureSwapData(options: { allowance?: bigint } = {}) {
  const calls: { method: string; params: Record<string, unknown> }[] = []
  let allowance = options.allowance ?? 0n
  const quoteOf = (from: string, to: string, amount: string): SwapQuote => {
    const sellsNative = from.endsWith(':native')
    const out = sellsNative ? BigInt(amount) * 1980n : BigInt(amount) / 2020n
    return {
      chainId: CHAIN,
      from,
      to,
      amountIn: amount,
      amountOut: out.toString(),
      route: [
        { address: from, symbol: sellsNative ? 'ETH' : 'FOY' },
        { address: to, symbol: sellsNative ? 'FOY' : 'ETH' },
      ],
      priceImpact: 0.42,
      spender: ROUTER,
      networkFee: {
        gasLimit: '130000',
        gasPrice: '2000000000',
        amount: '260000000000000',
        value: 0.52,
      },
    }
  }
  const data: Required<SwapDataExtras> = {
    getSwapChains: async () => [CHAIN],
    getSwapTokens: async (params) => {
      calls.push({ method: 'getSwapTokens', params })
      return FIXTURE_SWAP_TOKENS
    },
    getSwapQuote: async (params) => {
      calls.push({ method: 'getSwapQuote', params })
      return quoteOf(params.from, params.to, params.amount)
    },
    getSwapAllowance: async (params) => {
      calls.push({ method: 'getSwapAllowance', params })
      return { allowance: allowance.toString(), spender: ROUTER }
    },
    getSwapApproveTransaction: async (params) => {
      calls.push({ method: 'getSwapApproveTransaction', params })
      allowance = BigInt(params.amount)
      return {
        to: FOY.split(':')[2]!,
        data: fixtureCalldata.approve(ROUTER, BigInt(params.amount)),
        value: '0',
      }
    },
    getSwapTransaction: async (params) => {
      calls.push({ method: 'getSwapTransaction', params })
      const sellsNative = params.from.endsWith(':native')
      const minimum = BigInt(params.amountOutMin)
      return {
        to: ROUTER,
        data: sellsNative
          ? fixtureCalldata.buy(minimum, params.recipient)
          : fixtureCalldata.sell(BigInt(params.amount), minimum, params.recipient),
        value: sellsNative ? params.amount : '0',
      }
    },
  }
  return { data, calls }
}

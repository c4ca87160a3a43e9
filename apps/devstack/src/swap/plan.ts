import { type Address, getContractAddress } from 'viem'
import { accountAddress, devstackContractAddresses } from '../accounts.js'
import type { TokenSymbol } from '../seed/plan.js'

/**
 * The account that deploys the Uniswap v2 contracts and provides the pools' liquidity. The
 * tokens mint its reserve at deployment (see {@link SWAP_POOLS}), so account 0's seeded
 * balances and history stay as documented.
 */
export const LIQUIDITY_ACCOUNT = 8

/**
 * The pools of every devnet: each seeded token that has a price (FOY, FUSD) against wrapped
 * ETH, at the devnets' prices (ETH 3000, FOY 1.25, FUSD 1 US dollars). Token-to-token swaps
 * route through WETH. FPT (0 decimals, dropped from balances by SPEC §5) has no pool.
 */
export const SWAP_POOLS: readonly { token: TokenSymbol; tokenAmount: string; ether: string }[] = [
  { token: 'FOY', tokenAmount: '240000', ether: '100' },
  { token: 'FUSD', tokenAmount: '300000', ether: '100' },
]

/** Whole tokens of `symbol` minted to the liquidity account at deployment (its pool's side). */
export function liquidityReserve(symbol: TokenSymbol): string {
  return SWAP_POOLS.find((pool) => pool.token === symbol)?.tokenAmount ?? '0'
}

/** The Uniswap v2 contracts of a devnet; the same addresses on both chains and every run. */
export interface SwapContractAddresses {
  /** WETH9 (wrapped ether). */
  weth: Address
  /** UniswapV2Factory. */
  factory: Address
  /** UniswapV2Router02. */
  router: Address
}

/** The liquidity account deploys WETH9, the factory and the router with its nonces 0, 1, 2. */
export function devstackSwapAddresses(): SwapContractAddresses {
  const from = accountAddress(LIQUIDITY_ACCOUNT)
  return {
    weth: getContractAddress({ from, nonce: 0n }),
    factory: getContractAddress({ from, nonce: 1n }),
    router: getContractAddress({ from, nonce: 2n }),
  }
}

/** The tokens that have a pool, with their addresses. */
export function swapTokenAddresses(): { symbol: TokenSymbol; address: Address }[] {
  const { tokens } = devstackContractAddresses()
  return SWAP_POOLS.map((pool) => ({ symbol: pool.token, address: tokens[pool.token] }))
}

/** The reserves of one hop: what the pool holds of the token paid in and of the token paid out. */
export interface HopReserves {
  reserveIn: bigint
  reserveOut: bigint
}

/** Uniswap v2's fee: 0.3 % of the amount paid in stays in the pool. */
const FEE_NUMERATOR = 997n
const FEE_DENOMINATOR = 1000n

/**
 * What one Uniswap v2 hop pays out for `amountIn` (the pair contract's own formula,
 * `UniswapV2Library.getAmountOut`). Zero when the pool is empty or nothing is paid in.
 */
export function amountOutOf(amountIn: bigint, { reserveIn, reserveOut }: HopReserves): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const withFee = amountIn * FEE_NUMERATOR
  return (withFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + withFee)
}

/** The amounts along a route, `amountIn` first (as the router's `getAmountsOut`). */
export function amountsOutOf(amountIn: bigint, hops: readonly HopReserves[]): bigint[] {
  const amounts = [amountIn]
  for (const hop of hops) amounts.push(amountOutOf(amounts[amounts.length - 1]!, hop))
  return amounts
}

/**
 * Price impact in percent: how much less the trade pays out than it would at the pools'
 * current prices after the fee — the part of the shortfall caused by the trade's own size.
 */
export function priceImpactPercent(amountIn: bigint, hops: readonly HopReserves[]): number {
  if (amountIn <= 0n || hops.length === 0) return 0
  const amounts = amountsOutOf(amountIn, hops)
  const actual = amounts[amounts.length - 1]!
  // The ideal output at the mid prices (fee included), scaled to keep precision.
  let idealNumerator = amountIn
  let idealDenominator = 1n
  for (const hop of hops) {
    if (hop.reserveIn <= 0n || hop.reserveOut <= 0n) return 100
    idealNumerator *= hop.reserveOut * FEE_NUMERATOR
    idealDenominator *= hop.reserveIn * FEE_DENOMINATOR
  }
  if (idealNumerator === 0n) return 0
  // impact = 1 - actual / ideal, in hundredths of a basis point.
  const scale = 1_000_000n
  const ratio = (actual * idealDenominator * scale) / idealNumerator
  const impact = Number(scale - ratio) / 10_000
  return Math.max(0, Math.min(100, impact))
}

/** The least output accepted with `slippagePercent` tolerance (0 to 50): rounded down. */
export function minimumAmountOut(amountOut: bigint, slippagePercent: number): bigint {
  if (!(slippagePercent >= 0 && slippagePercent <= 50)) {
    throw new RangeError('slippage must be from 0 to 50 percent')
  }
  const basisPoints = BigInt(Math.round(slippagePercent * 100))
  return (amountOut * (10_000n - basisPoints)) / 10_000n
}

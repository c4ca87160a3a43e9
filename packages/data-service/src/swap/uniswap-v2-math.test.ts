import { describe, expect, it } from 'vitest'
import {
  amountOutOf,
  amountsOutOf,
  minimumAmountOut,
  priceImpactPercent,
} from './uniswap-v2-math.js'

const ether = (value: number) => BigInt(value) * 10n ** 18n

describe('Uniswap v2 quote math', () => {
  it('pays out what the pair contract pays (0.3 % fee, constant product)', () => {
    // 1 ETH into 100 ETH : 240,000 FOY. Reference: 997e18*240000e18 / (100e18*1000 + 997e18).
    const out = amountOutOf(ether(1), { reserveIn: ether(100), reserveOut: ether(240_000) })
    expect(out).toBe((997n * ether(1) * ether(240_000)) / (ether(100) * 1000n + 997n * ether(1)))
    expect(out > ether(2369) && out < ether(2370)).toBe(true)
    expect(amountOutOf(0n, { reserveIn: 1n, reserveOut: 1n })).toBe(0n)
    expect(amountOutOf(5n, { reserveIn: 0n, reserveOut: 1n })).toBe(0n)
  })

  it('chains hops along a route', () => {
    const hops = [
      { reserveIn: ether(240_000), reserveOut: ether(100) },
      { reserveIn: ether(100), reserveOut: 300_000n * 10n ** 6n },
    ]
    const amounts = amountsOutOf(ether(1000), hops)
    expect(amounts).toHaveLength(3)
    expect(amounts[1]).toBe(amountOutOf(ether(1000), hops[0]!))
    expect(amounts[2]).toBe(amountOutOf(amounts[1]!, hops[1]!))
  })

  it('reports a price impact that grows with the trade size', () => {
    const pool = [{ reserveIn: ether(100), reserveOut: ether(240_000) }]
    const small = priceImpactPercent(ether(1) / 1000n, pool)
    const onePercent = priceImpactPercent(ether(1), pool)
    const large = priceImpactPercent(ether(50), pool)
    expect(small).toBeLessThan(0.01)
    expect(onePercent).toBeGreaterThan(0.9)
    expect(onePercent).toBeLessThan(1.1)
    expect(large).toBeGreaterThan(30)
    expect(priceImpactPercent(ether(1), [{ reserveIn: 0n, reserveOut: 1n }])).toBe(100)
  })

  it('applies the slippage tolerance, refusing one out of range', () => {
    expect(minimumAmountOut(10_000n, 1)).toBe(9_900n)
    expect(minimumAmountOut(10_000n, 0.5)).toBe(9_950n)
    expect(minimumAmountOut(999n, 1)).toBe(989n)
    expect(() => minimumAmountOut(1n, 51)).toThrow(RangeError)
    expect(() => minimumAmountOut(1n, Number.NaN)).toThrow(RangeError)
  })
})

import { describe, expect, it } from 'vitest'
import {
  swapAllowanceSchema,
  swapCalldataAnswerSchema,
  swapQuoteSchema,
  swapTokensSchema,
} from './swap-answers.js'

const ROUTER = `0x${'ab'.repeat(20)}`
const quote = {
  chainId: 'eip155:31337',
  from: 'eip155:31337:native',
  to: `eip155:31337:0x${'12'.repeat(20)}`,
  amountIn: '1000000000000000000',
  amountOut: '2369180120000000000000',
  route: [
    { address: 'eip155:31337:native', symbol: 'ETH' },
    { address: `eip155:31337:0x${'12'.repeat(20)}`, symbol: 'FOY' },
  ],
  priceImpact: 0.99,
  spender: ROUTER,
  networkFee: {
    gasLimit: '130000',
    gasPrice: '1000000000',
    amount: '130000000000000',
    value: 0.39,
  },
}

describe('the swap answers (one definition for the service and the client)', () => {
  it('accepts what the service sends', () => {
    expect(swapQuoteSchema.parse(quote)).toEqual(quote)
    expect(
      swapTokensSchema.parse({
        tokens: [
          {
            address: 'eip155:1:native',
            name: 'Ether',
            symbol: 'ETH',
            decimals: 18,
            iconUrl: '/i',
            price: 3000,
          },
        ],
      }).tokens[0]?.symbol,
    ).toBe('ETH')
    expect(swapAllowanceSchema.parse({ allowance: '0', spender: ROUTER }).allowance).toBe('0')
    const tx = { to: ROUTER, data: '0x7ff36ab5', value: '1000000000000000000' }
    expect(swapCalldataAnswerSchema.parse({ tx, deadline: 1_800_000_000 }).tx).toEqual(tx)
  })

  it('refuses amounts that are not whole base units, a spender that is not an address, prices that are not finite', () => {
    expect(swapQuoteSchema.safeParse({ ...quote, amountOut: '2.5' }).success).toBe(false)
    expect(swapQuoteSchema.safeParse({ ...quote, amountIn: '-1' }).success).toBe(false)
    expect(swapQuoteSchema.safeParse({ ...quote, spender: 'router' }).success).toBe(false)
    expect(swapQuoteSchema.safeParse({ ...quote, priceImpact: Number.NaN }).success).toBe(false)
    expect(swapQuoteSchema.safeParse({ ...quote, chainId: 'eip155' }).success).toBe(false)
    expect(
      swapTokensSchema.safeParse({
        tokens: [{ address: '', name: 'x', symbol: 'x', decimals: 1.5, iconUrl: '', price: 1 }],
      }).success,
    ).toBe(false)
    const tx = { to: ROUTER, data: 'calldata', value: '0' }
    expect(swapCalldataAnswerSchema.safeParse({ tx, deadline: 1 }).success).toBe(false)
    expect(swapCalldataAnswerSchema.safeParse({ tx: { ...tx, data: '0x' } }).success).toBe(false)
  })
})

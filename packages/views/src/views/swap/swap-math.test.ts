import { FoyerError } from '@foyer/common'
import { describe, expect, it } from 'vitest'
import {
  findSwapToken,
  isNativeSwapToken,
  isSlippageExceeded,
  minimumAmountOut,
  parseSlippage,
} from './swap-math.js'

const tokens = [
  {
    address: 'eip155:31337:native',
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
    iconUrl: '',
    price: 3000,
  },
  {
    address: 'eip155:31337:0xabc',
    name: 'Foyer Token',
    symbol: 'FOY',
    decimals: 18,
    iconUrl: '',
    price: 1.25,
  },
]

describe('swap math', () => {
  it('keeps the slippage tolerance off the quoted output, rounding down', () => {
    expect(minimumAmountOut(10_000n, 1)).toBe(9_900n)
    expect(minimumAmountOut(12_345n, 0.5)).toBe(12_283n)
  })

  it('accepts a slippage from 0.1 to 50 percent only', () => {
    expect(parseSlippage('1')).toBe(1)
    expect(parseSlippage('0,5')).toBe(0.5)
    expect(parseSlippage('0')).toBeUndefined()
    expect(parseSlippage('51')).toBeUndefined()
    expect(parseSlippage('abc')).toBeUndefined()
  })

  it('finds swap arguments by symbol or address, case-insensitively', () => {
    expect(findSwapToken(tokens, 'foy')?.symbol).toBe('FOY')
    expect(findSwapToken(tokens, 'EIP155:31337:0xABC')?.symbol).toBe('FOY')
    expect(findSwapToken(tokens, 'XYZ')).toBeUndefined()
    expect(isNativeSwapToken(tokens[0]!)).toBe(true)
    expect(isNativeSwapToken(tokens[1]!)).toBe(false)
  })

  it('recognises the router refusing a moved price, also inside causes', () => {
    const node = new Error('execution reverted: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT')
    expect(isSlippageExceeded(node)).toBe(true)
    expect(isSlippageExceeded(new FoyerError('UNKNOWN_ERROR', { cause: node }))).toBe(true)
    expect(isSlippageExceeded(new Error('insufficient funds'))).toBe(false)
  })
})

import { type Address, encodeFunctionData, erc20Abi, maxUint256, parseAbi, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { checkSwapCalls, type SwapCalls } from './check-swap-calls.js'

const FOY = '0x4444444444444444444444444444444444444444'
const ROUTER = '0x5555555555555555555555555555555555555555'
const WETH = '0x6666666666666666666666666666666666666666'
const OWNER = '0x1111111111111111111111111111111111111111'
const ATTACKER = '0x9999999999999999999999999999999999999999'
const ROUTER_ABI = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])
const AMOUNT = parseEther('100')
const MINIMUM = parseEther('0.04')

const approve = (spender: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })
const sell = (amountIn: bigint, amountOutMin: bigint, to: Address) =>
  encodeFunctionData({
    abi: ROUTER_ABI,
    functionName: 'swapExactTokensForETH',
    args: [amountIn, amountOutMin, [FOY, WETH], to, 2_000_000_000n],
  })

/** FOY → ETH as a data service prepares it: approve the router for 100 FOY, then swap. */
function sellFoy(overrides: Partial<SwapCalls> = {}): SwapCalls {
  return {
    quote: {
      from: `eip155:1:${FOY}`,
      to: 'eip155:1:native',
      amountIn: AMOUNT.toString(),
      spender: ROUTER,
    },
    owner: OWNER,
    minimumOut: MINIMUM,
    approval: { to: FOY, data: approve(ROUTER, AMOUNT), value: '0' },
    swap: { to: ROUTER, data: sell(AMOUNT, MINIMUM, OWNER), value: '0' },
    ...overrides,
  }
}

describe('checkSwapCalls: the review reads the calldata, not the service’s word', () => {
  it('accepts the approval and the swap the quote describes, and says what the approval grants', () => {
    expect(checkSwapCalls(sellFoy())).toEqual({
      ok: true,
      approval: { token: FOY, spender: ROUTER, amount: AMOUNT, unlimited: false },
    })
    const unlimited = checkSwapCalls(
      sellFoy({ approval: { to: FOY, data: approve(ROUTER, maxUint256), value: '0' } }),
    )
    expect(unlimited.ok && unlimited.approval?.unlimited).toBe(true)
  })

  it('accepts a native sale: no approval, the value is the amount sold', () => {
    const buy = encodeFunctionData({
      abi: ROUTER_ABI,
      functionName: 'swapExactETHForTokens',
      args: [parseEther('2000'), [WETH, FOY], OWNER, 2_000_000_000n],
    })
    const calls: SwapCalls = {
      quote: { from: 'eip155:1:native', to: `eip155:1:${FOY}`, amountIn: '10', spender: ROUTER },
      owner: OWNER,
      minimumOut: parseEther('2000'),
      swap: { to: ROUTER, data: buy, value: '10' },
    }
    expect(checkSwapCalls(calls)).toEqual({ ok: true, approval: undefined })
    expect(checkSwapCalls({ ...calls, swap: { ...calls.swap, value: '11' } })).toMatchObject({
      ok: false,
    })
  })

  // A compromised or hostile data service, each way it could turn the user's swap against them.
  it.each([
    [
      'an approval for the attacker',
      { approval: { to: FOY, data: approve(ATTACKER, maxUint256), value: '0' } },
      'the approval is for another spender',
    ],
    [
      'an approval of another token',
      { approval: { to: WETH, data: approve(ROUTER, AMOUNT), value: '0' } },
      'the approval is not for the token sold',
    ],
    [
      'a transfer dressed as the approval',
      {
        approval: {
          to: FOY,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [ATTACKER, AMOUNT],
          }),
          value: '0',
        },
      },
      'the approval is not an ERC-20 approve',
    ],
    [
      'a swap paying the attacker',
      { swap: { to: ROUTER, data: sell(AMOUNT, MINIMUM, ATTACKER), value: '0' } },
      'the swap pays someone else',
    ],
    [
      'a swap accepting nothing back',
      { swap: { to: ROUTER, data: sell(AMOUNT, 0n, OWNER), value: '0' } },
      'the swap accepts less than the minimum',
    ],
    [
      'a swap selling more than reviewed',
      { swap: { to: ROUTER, data: sell(AMOUNT * 2n, MINIMUM, OWNER), value: '0' } },
      'the swap sells another amount',
    ],
    [
      'a swap sent to another contract',
      { swap: { to: ATTACKER, data: sell(AMOUNT, MINIMUM, OWNER), value: '0' } },
      'the swap goes to another contract',
    ],
    [
      'calldata the router does not know',
      { swap: { to: ROUTER, data: '0xdeadbeef', value: '0' } },
      'the swap is not a router swap',
    ],
  ] as const)('refuses %s', (_, overrides, problem) => {
    expect(checkSwapCalls(sellFoy(overrides as Partial<SwapCalls>))).toEqual({ ok: false, problem })
  })
})

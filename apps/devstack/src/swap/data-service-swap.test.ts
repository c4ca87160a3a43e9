import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { devstackContractAddresses } from '../accounts.js'
import { type Devstack, startDevstack } from '../devstack.js'

const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
])

let stack: Devstack
beforeAll(async () => {
  stack = await startDevstack({
    directory: false,
    relay: false,
    bitcoin: false,
    solana: false,
    startTimeoutMs: 120_000,
  })
}, 120_000)
afterAll(() => stack?.stop())

async function get<T>(path: string, schema: z.ZodType<T>, status = 200): Promise<T> {
  const response = await fetch(`${stack.dataServiceUrl}${path}`)
  const body: unknown = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(status)
  return schema.parse(body)
}

const txSchema = z.object({ to: z.string(), data: z.string(), value: z.string() })
const quoteSchema = z.object({
  amountIn: z.string(),
  amountOut: z.string(),
  route: z.array(z.object({ address: z.string(), symbol: z.string() })),
  priceImpact: z.number(),
  spender: z.string(),
  networkFee: z.object({
    gasLimit: z.string(),
    gasPrice: z.string(),
    amount: z.string(),
    value: z.number(),
  }),
})

describe('the data service quotes and builds swaps over the devnets’ Uniswap v2 pools', () => {
  const chain = 'eip155:31337'
  const native = `${chain}:native`
  const foy = () => `${chain}:${devstackContractAddresses().tokens.FOY.toLowerCase()}`
  const fusd = () => `${chain}:${devstackContractAddresses().tokens.FUSD.toLowerCase()}`

  it('lists both devnets and their tokens with prices', async () => {
    const { chains } = await get('/v1/swap/chains', z.object({ chains: z.array(z.string()) }))
    expect(chains).toEqual(['eip155:31337', 'eip155:31338'])
    const { tokens } = await get(
      `/v1/swap/tokens?chainId=${chain}`,
      z.object({
        tokens: z.array(
          z.object({
            address: z.string(),
            symbol: z.string(),
            decimals: z.number(),
            price: z.number(),
          }),
        ),
      }),
    )
    expect(tokens.map((token) => [token.symbol, token.decimals, token.price])).toEqual([
      ['ETH', 18, 3000],
      ['FOY', 18, 1.25],
      ['FUSD', 6, 1],
    ])
    expect(tokens[1]!.address).toBe(foy())
  })

  it('quotes exactly what the router would pay, with impact, route and network fee', async () => {
    const swap = stack.swap![0]!
    const client = createPublicClient({ transport: http(stack.chains[0]!.rpcUrl) })
    const amount = parseEther('2')
    const quote = await get(
      `/v1/swap/quote?chainId=${chain}&from=${native}&to=${foy()}&amount=${amount}`,
      quoteSchema,
    )
    const [, expected] = await client.readContract({
      address: swap.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amount, [swap.weth, devstackContractAddresses().tokens.FOY]],
    })
    expect(BigInt(quote.amountOut)).toBe(expected)
    expect(quote.route.map((hop) => hop.symbol)).toEqual(['ETH', 'FOY'])
    expect(quote.priceImpact).toBeGreaterThan(1.5)
    expect(quote.priceImpact).toBeLessThan(2.5)
    expect(quote.spender.toLowerCase()).toBe(swap.router.toLowerCase())
    expect(BigInt(quote.networkFee.amount)).toBe(
      BigInt(quote.networkFee.gasLimit) * BigInt(quote.networkFee.gasPrice),
    )
    expect(quote.networkFee.value).toBeGreaterThan(0)
    // Token to token routes through WETH.
    const through = await get(
      `/v1/swap/quote?chainId=${chain}&from=${foy()}&to=${fusd()}&amount=${parseUnits('100', 18)}`,
      quoteSchema,
    )
    expect(through.route.map((hop) => hop.symbol)).toEqual(['FOY', 'ETH', 'FUSD'])
  })

  it('builds approve and swap calldata that a wallet can send (token → ETH)', async () => {
    const account = privateKeyToAccount(stack.accounts[0]!.privateKey)
    const rpcUrl = stack.chains[0]!.rpcUrl
    const client = createPublicClient({ transport: http(rpcUrl) })
    const wallet = createWalletClient({ account, transport: http(rpcUrl) })
    const amount = parseUnits('10', 18)
    const owner = account.address
    const { allowance } = await get(
      `/v1/swap/allowance?chainId=${chain}&token=${foy()}&owner=${owner}`,
      z.object({ allowance: z.string(), spender: z.string() }),
    )
    expect(allowance).toBe('0')
    const approve = await get(
      `/v1/swap/approve-calldata?chainId=${chain}&token=${foy()}&amount=${amount}`,
      z.object({ tx: txSchema }),
    )
    const send = (tx: z.infer<typeof txSchema>) =>
      wallet.sendTransaction({
        chain: null,
        to: tx.to as `0x${string}`,
        data: tx.data as `0x${string}`,
        value: BigInt(tx.value),
      })
    await client.waitForTransactionReceipt({ hash: await send(approve.tx) })
    const after = await get(
      `/v1/swap/allowance?chainId=${chain}&token=${foy()}&owner=${owner}`,
      z.object({ allowance: z.string() }),
    )
    expect(after.allowance).toBe(amount.toString())
    const quote = await get(
      `/v1/swap/quote?chainId=${chain}&from=${foy()}&to=${native}&amount=${amount}`,
      quoteSchema,
    )
    const { tx } = await get(
      `/v1/swap/calldata?chainId=${chain}&from=${foy()}&to=${native}&amount=${amount}&amountOutMin=${quote.amountOut}&recipient=${owner}`,
      z.object({ tx: txSchema, deadline: z.number() }),
    )
    const foyBefore = await client.readContract({
      address: devstackContractAddresses().tokens.FOY,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
    const receipt = await client.waitForTransactionReceipt({ hash: await send(tx) })
    expect(receipt.status).toBe('success')
    const foyAfter = await client.readContract({
      address: devstackContractAddresses().tokens.FOY,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
    expect(foyBefore - foyAfter).toBe(amount)
  })

  it('answers 400 with a reason for malformed or impossible requests', async () => {
    const error = z.object({ message: z.string() })
    const noAmount = await get(
      `/v1/swap/quote?chainId=${chain}&from=${native}&to=${foy()}`,
      error,
      400,
    )
    expect(noAmount.message).toMatch(/amount/)
    const same = await get(
      `/v1/swap/quote?chainId=${chain}&from=${native}&to=${native}&amount=1`,
      error,
      400,
    )
    expect(same.message).toMatch(/two different tokens/)
    const fpt = `${chain}:${devstackContractAddresses().tokens.FPT.toLowerCase()}`
    const noPool = await get(
      `/v1/swap/quote?chainId=${chain}&from=${native}&to=${fpt}&amount=1`,
      error,
      400,
    )
    expect(noPool.message).toMatch(/No pool route/)
    const otherChain = await get(
      `/v1/swap/quote?chainId=${chain}&from=eip155:31338:native&to=${foy()}&amount=1`,
      error,
      400,
    )
    expect(otherChain.message).toMatch(/not on eip155:31337/)
  })
})

import { SWAP_ENDPOINTS, type SwapTransaction } from '@foyer/common'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatEther,
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

/** GETs a path of the data service; a 200 answer is parsed with the client's own schema. */
async function get<T>(
  path: string,
  schema: { parse(value: unknown): T },
  status = 200,
): Promise<T> {
  const response = await fetch(`${stack.dataServiceUrl}${path}`)
  const body: unknown = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(status)
  return schema.parse(body)
}

/** GETs one of the swap endpoints with `query`; the answer is parsed with its own schema. */
function getSwap<T>(
  endpoint: { path: string; answer: { parse(value: unknown): T } },
  query: Record<string, string | bigint> = {},
): Promise<T> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  )
  return get(`${endpoint.path}${search.size > 0 ? `?${search}` : ''}`, endpoint.answer)
}

/** The account's history on the devnet, once the transaction `hash` is indexed in it. */
async function historyWith(owner: string, hash: string) {
  const entry = z.object({
    metadata: z.object({ hash: z.string(), operationType: z.string() }),
    transfers: z.array(
      z.object({
        direction: z.string(),
        quantity: z.object({ numeric: z.string() }),
        // NFT transfers have `nft_info` instead.
        fungible_info: z.object({ symbol: z.string() }).optional(),
      }),
    ),
  })
  const deadline = Date.now() + 30_000
  for (;;) {
    const { data } = await get(
      `/v1/account/${owner}/history?chainId=eip155:31337&limit=5`,
      z.object({ data: z.array(entry) }),
    )
    const found = data.find((tx) => tx.metadata.hash === hash)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`${hash} was not indexed within 30 s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('the data service quotes and builds swaps over the devnets’ Uniswap v2 pools', () => {
  const chain = 'eip155:31337'
  const native = `${chain}:native`
  const foy = () => `${chain}:${devstackContractAddresses().tokens.FOY.toLowerCase()}`
  const fusd = () => `${chain}:${devstackContractAddresses().tokens.FUSD.toLowerCase()}`

  it('lists both devnets and their tokens with prices', async () => {
    const { chains } = await getSwap(SWAP_ENDPOINTS.chains)
    expect(chains).toEqual(['eip155:31337', 'eip155:31338'])
    const { tokens } = await getSwap(SWAP_ENDPOINTS.tokens, { chainId: chain })
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
    const quote = await getSwap(SWAP_ENDPOINTS.quote, {
      chainId: chain,
      from: native,
      to: foy(),
      amount,
    })
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
    const through = await getSwap(SWAP_ENDPOINTS.quote, {
      chainId: chain,
      from: foy(),
      to: fusd(),
      amount: parseUnits('100', 18),
    })
    expect(through.route.map((hop) => hop.symbol)).toEqual(['FOY', 'ETH', 'FUSD'])
  })

  it('builds approve and swap calldata that a wallet can send (token → ETH)', async () => {
    const account = privateKeyToAccount(stack.accounts[0]!.privateKey)
    const rpcUrl = stack.chains[0]!.rpcUrl
    const client = createPublicClient({ transport: http(rpcUrl) })
    const wallet = createWalletClient({ account, transport: http(rpcUrl) })
    const amount = parseUnits('10', 18)
    const owner = account.address
    const { allowance } = await getSwap(SWAP_ENDPOINTS.allowance, {
      chainId: chain,
      token: foy(),
      owner,
    })
    expect(allowance).toBe('0')
    const approve = await getSwap(SWAP_ENDPOINTS.approveCalldata, {
      chainId: chain,
      token: foy(),
      amount,
    })
    const send = (tx: SwapTransaction) =>
      wallet.sendTransaction({
        chain: null,
        to: tx.to as `0x${string}`,
        data: tx.data as `0x${string}`,
        value: BigInt(tx.value),
      })
    await client.waitForTransactionReceipt({ hash: await send(approve.tx) })
    const after = await getSwap(SWAP_ENDPOINTS.allowance, { chainId: chain, token: foy(), owner })
    expect(after.allowance).toBe(amount.toString())
    const quote = await getSwap(SWAP_ENDPOINTS.quote, {
      chainId: chain,
      from: foy(),
      to: native,
      amount,
    })
    const { tx } = await getSwap(SWAP_ENDPOINTS.calldata, {
      chainId: chain,
      from: foy(),
      to: native,
      amount,
      amountOutMin: quote.amountOut,
      recipient: owner,
    })
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
    // The history entry holds both sides: the FOY paid and the ETH the router sent back (an
    // internal call after unwrapping WETH, which the service reads from the trace).
    const entry = await historyWith(owner.toLowerCase(), receipt.transactionHash)
    expect(entry.metadata.operationType).toBe('trade')
    expect(
      entry.transfers.map((t) => [t.direction, t.quantity.numeric, t.fungible_info?.symbol]),
    ).toEqual(
      expect.arrayContaining([
        ['out', '10', 'FOY'],
        ['in', formatEther(BigInt(quote.amountOut)), 'ETH'],
      ]),
    )
    expect(entry.transfers).toHaveLength(2)
  })

  it('answers 400 with a reason for malformed or impossible requests', async () => {
    // The services' one error shape: { error: { code, message } }.
    const error = z
      .object({ error: z.object({ code: z.string(), message: z.string() }) })
      .transform((body) => body.error)
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

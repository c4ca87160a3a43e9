import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountAddress, devstackContractAddresses } from '../accounts.js'
import { type Devstack, startDevstack } from '../devstack.js'
import { devstackSwapAddresses, LIQUIDITY_ACCOUNT, SWAP_POOLS } from './plan.js'

const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
])

let stack: Devstack
beforeAll(async () => {
  stack = await startDevstack({
    directory: false,
    relay: false,
    bitcoin: false,
    solana: false,
    dataService: false,
    startTimeoutMs: 120_000,
    // The deployment's share of the start-up, printed for the record (docs: keep startup fast).
    log: (line) => {
      if (/Uniswap v2 deployed|Seeded both/.test(line)) console.info(line)
    },
  })
}, 180_000)
afterAll(() => stack?.stop())

describe('Uniswap v2 on the devnets', () => {
  it('deploys WETH9, the factory and Router02 at fixed addresses on both chains', async () => {
    const expected = devstackSwapAddresses()
    expect(stack.swap?.map((swap) => swap.chainId)).toEqual([31337, 31338])
    for (const swap of stack.swap ?? []) {
      expect(swap).toMatchObject(expected)
      const chain = stack.chains.find((candidate) => candidate.chainId === swap.chainId)!
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      for (const address of [swap.weth, swap.factory, swap.router]) {
        expect((await client.getCode({ address }))?.length).toBeGreaterThan(100)
      }
    }
  })

  it('holds the planned reserves in each pool and leaves the seeded balances alone', async () => {
    const { tokens } = devstackContractAddresses()
    for (const swap of stack.swap ?? []) {
      const chain = stack.chains.find((candidate) => candidate.chainId === swap.chainId)!
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(swap.pairs.map((pair) => pair.symbol)).toEqual(SWAP_POOLS.map((pool) => pool.token))
      for (const pair of swap.pairs) {
        const pool = SWAP_POOLS.find((candidate) => candidate.token === pair.symbol)!
        const [reserve0, reserve1] = await client.readContract({
          address: pair.pair,
          abi: pairAbi,
          functionName: 'getReserves',
        })
        const token0 = await client.readContract({
          address: pair.pair,
          abi: pairAbi,
          functionName: 'token0',
        })
        const [tokenReserve, ethReserve] =
          token0.toLowerCase() === pair.token.toLowerCase()
            ? [reserve0, reserve1]
            : [reserve1, reserve0]
        expect(ethReserve).toBe(parseEther(pool.ether))
        expect(tokenReserve.toString()).toBe(pair.tokenReserve)
      }
      // The ledger's balances are what the chain holds, for account 0 and the liquidity account.
      const ledger = stack.balances.find((entry) => entry.chainId === chain.chainId)!
      for (const index of [0, LIQUIDITY_ACCOUNT]) {
        const address = accountAddress(index)
        const expected = ledger.accounts.find((entry) => entry.address === address)!
        expect((await client.getBalance({ address })).toString()).toBe(expected.native)
        for (const token of [tokens.FOY, tokens.FUSD]) {
          const held = await client.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [address],
          })
          expect(held.toString()).toBe(expected.tokens[token])
        }
      }
    }
  })

  it('swaps ETH for a token and the token back through the router', async () => {
    const chain = stack.chains[0]!
    const swap = stack.swap![0]!
    const { tokens } = devstackContractAddresses()
    const account = privateKeyToAccount(stack.accounts[4]!.privateKey)
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) })
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 600)
    const path = [swap.weth, tokens.FOY] as const
    const [, quoted] = await client.readContract({
      address: swap.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [...path]],
    })
    // 1 ETH buys a little under 2400 FOY from a 100 ETH : 240,000 FOY pool (0.3 % fee, impact).
    expect(quoted).toBeGreaterThan(parseUnits('2300', 18))
    expect(quoted).toBeLessThan(parseUnits('2400', 18))
    const bought = await wallet.writeContract({
      chain: null,
      address: swap.router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [quoted!, [...path], account.address, deadline],
      value: parseEther('1'),
    })
    expect((await client.waitForTransactionReceipt({ hash: bought })).status).toBe('success')
    const held = await client.readContract({
      address: tokens.FOY,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect(held).toBe(quoted)
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        chain: null,
        address: tokens.FOY,
        abi: erc20Abi,
        functionName: 'approve',
        args: [swap.router, maxUint256],
      }),
    })
    const before = await client.getBalance({ address: account.address })
    const sold = await wallet.writeContract({
      chain: null,
      address: swap.router,
      abi: routerAbi,
      functionName: 'swapExactTokensForETH',
      args: [held, 0n, [tokens.FOY, swap.weth], account.address, deadline],
    })
    expect((await client.waitForTransactionReceipt({ hash: sold })).status).toBe('success')
    expect(await client.getBalance({ address: account.address })).toBeGreaterThan(before)
  })
})

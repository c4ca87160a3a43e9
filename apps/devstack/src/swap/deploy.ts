import {
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { accountAddress, devstackContractAddresses } from '../accounts.js'
import { TOKEN_SPECS } from '../seed/plan.js'
import type { DevstackChain, DevstackSwap } from '../types.js'
import { uniswapArtifacts } from './artifacts.js'
import { devstackSwapAddresses, LIQUIDITY_ACCOUNT, SWAP_POOLS } from './plan.js'

const factoryAbi = [
  {
    type: 'function',
    name: 'getPair',
    stateMutability: 'view',
    inputs: [
      { name: 'tokenA', type: 'address' },
      { name: 'tokenB', type: 'address' },
    ],
    outputs: [{ name: 'pair', type: 'address' }],
  },
] as const

/**
 * Deploys Uniswap v2 (WETH9, the factory, Router02) from the liquidity account on a seeded
 * devnet and adds the liquidity of {@link SWAP_POOLS} (each token against ETH, through the
 * router's `addLiquidityETH`). The liquidity account's native balance is then set back to
 * `nativeBalanceEther`, so that it ends where the seed's ledger says.
 */
export async function deploySwap(
  chain: DevstackChain,
  nativeBalanceEther: number,
): Promise<DevstackSwap> {
  const viemChain: Chain = defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain: viemChain, transport, pollingInterval: 20 })
  const wallet = createWalletClient({
    chain: viemChain,
    transport,
    account: accountAddress(LIQUIDITY_ACCOUNT),
  })
  const owner = wallet.account.address
  const expected = devstackSwapAddresses()
  const { tokens } = devstackContractAddresses()
  const artifacts = uniswapArtifacts()

  const confirm = async (hash: Hex, what: string) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: 120_000 })
    if (receipt.status !== 'success') throw new Error(`${what} on ${chain.name} reverted`)
    return receipt
  }
  const deploy = async (
    artifact: (typeof artifacts)['weth'],
    args: readonly unknown[],
    at: Address,
    what: string,
  ) => {
    const hash = await wallet.deployContract({
      abi: artifact.abi,
      bytecode: artifact.bytecode,
      args: args as never,
    })
    const receipt = await confirm(hash, `the ${what} deployment`)
    if (receipt.contractAddress?.toLowerCase() !== at.toLowerCase()) {
      throw new Error(`${what} deployed at ${receipt.contractAddress}, not at ${at}`)
    }
  }

  await deploy(artifacts.weth, [], expected.weth, 'WETH9')
  await deploy(artifacts.factory, [owner], expected.factory, 'UniswapV2Factory')
  await deploy(artifacts.router, [expected.factory, expected.weth], expected.router, 'Router02')

  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
  const pairs: DevstackSwap['pairs'] = []
  for (const pool of SWAP_POOLS) {
    const token = tokens[pool.token]
    const decimals = TOKEN_SPECS.find((spec) => spec.symbol === pool.token)!.decimals
    const amount = parseUnits(pool.tokenAmount, decimals)
    await confirm(
      await wallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [expected.router, maxUint256],
      }),
      `approving the router for ${pool.token}`,
    )
    await confirm(
      await wallet.writeContract({
        address: expected.router,
        abi: artifacts.router.abi,
        functionName: 'addLiquidityETH',
        args: [token, amount, amount, parseEther(pool.ether), owner, deadline],
        value: parseEther(pool.ether),
      }),
      `adding ${pool.token}/ETH liquidity`,
    )
    const pair = await publicClient.readContract({
      address: expected.factory,
      abi: factoryAbi,
      functionName: 'getPair',
      args: [token, expected.weth],
    })
    pairs.push({ token, symbol: pool.token, pair, tokenReserve: amount.toString() })
  }
  await createTestClient({ chain: viemChain, transport, mode: 'anvil' }).setBalance({
    address: owner,
    value: parseEther(String(nativeBalanceEther)),
  })
  return { chainId: chain.chainId, ...expected, pairs }
}

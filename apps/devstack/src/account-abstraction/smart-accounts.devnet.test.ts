import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
} from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { devstackContractAddresses } from '../accounts.js'
import { type Devstack, devstackInfoOf, startDevstack } from '../devstack.js'
import { devstackInfoFileSchema } from '../info-file.js'
import { rpcRequest } from '../rpc.js'
import { accountAbstractionAddresses } from './deploy-contracts.js'
import { eip7702ImplementationAddress } from './deploy-eip7702.js'
import { devnetSmartAccount } from './test-utils/devnet-smart-account.js'

// The stack with ERC-4337 on: both devnets get EntryPoint v0.7, the smart account factory and
// the funded VerifyingPaymaster, each its own real alto bundler, and one paymaster service
// sponsors the demo's token transfers; `stop()` ends them.
let stack: Devstack

beforeAll(async () => {
  stack = await startDevstack({
    smartAccounts: true,
    directory: false,
    relay: false,
    dataService: false,
    solana: false,
    bitcoin: false,
  })
}, 240_000)

afterAll(async () => {
  await stack?.stop()
})

describe('the stack with smart accounts', () => {
  it('deploys EntryPoint v0.7 (at its canonical address), the factory, FoyerSessionAccount and Simple7702Account on both devnets', async () => {
    const expected = accountAbstractionAddresses()
    expect(expected.entryPoint).toBe('0x0000000071727De22E5E9d8BAf0edAc6f37da032')
    expect(stack.chains).toHaveLength(2)
    for (const chain of stack.chains) {
      expect(chain.smartAccounts).toMatchObject(expected)
      expect(chain.smartAccounts?.eip7702Implementation).toBe(eip7702ImplementationAddress())
      const deployed = [
        expected.entryPoint,
        expected.accountFactory,
        expected.sessionAccountImplementation,
        eip7702ImplementationAddress(),
      ]
      for (const address of deployed) {
        const code = await rpcRequest(chain.rpcUrl, 'eth_getCode', [address, 'latest'], z.string())
        expect(code.length).toBeGreaterThan(1000)
      }
    }
  })

  it('runs one alto per devnet on 127.0.0.1, on that devnet, for that EntryPoint', async () => {
    const urls = stack.chains.map((chain) => chain.smartAccounts!.bundlerUrl)
    expect(new Set(urls).size).toBe(2)
    for (const chain of stack.chains) {
      const url = chain.smartAccounts!.bundlerUrl
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const chainId = await rpcRequest(url, 'eth_chainId', [], z.string())
      expect(Number(chainId)).toBe(chain.chainId)
      const entryPoints = await rpcRequest(url, 'eth_supportedEntryPoints', [], z.array(z.string()))
      expect(entryPoints.map((entry) => entry.toLowerCase())).toEqual([
        chain.smartAccounts!.entryPoint.toLowerCase(),
      ])
    }
  })

  it('writes the endpoints into the info file shape', () => {
    const info = devstackInfoFileSchema.parse({
      ...devstackInfoOf(stack),
      pid: process.pid,
      pids: stack.pids,
    })
    expect(info.chains.map((chain) => chain.smartAccounts?.bundlerUrl)).toEqual(
      stack.chains.map((chain) => chain.smartAccounts!.bundlerUrl),
    )
  })

  it('sponsors a batch of two token transfers from an account holding no ETH: the deposit pays', async () => {
    const { client, account, bundler, chain } = await sponsoredAccount()
    const { tokens } = devstackContractAddresses()
    const [first, second] = [freshAddress(), freshAddress()]
    const depositBefore = await depositOf(client, chain)
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    const hash = await bundler.sendUserOperation({
      calls: [
        { to: tokens.FOY, data: transfer(first, parseEther('1')) },
        { to: tokens.FOY, data: transfer(second, parseEther('2')) },
      ],
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster?.toLowerCase()).toBe(chain.paymaster.toLowerCase())
    const balance = (address: Address) =>
      client.readContract({
        address: tokens.FOY,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    expect(await balance(first)).toBe(parseEther('1'))
    expect(await balance(second)).toBe(parseEther('2'))
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    expect(await depositOf(client, chain)).toBe(depositBefore - receipt.actualGasCost)
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
  }, 120_000)

  it('refuses a call outside the policy: no signature, the deposit untouched', async () => {
    const { client, account, bundler, chain } = await sponsoredAccount()
    const { tokens, collection } = devstackContractAddresses()
    const depositBefore = await depositOf(client, chain)
    for (const call of [
      // Another contract (the NFT collection), and another function of an allowed token.
      { to: collection, data: transfer(freshAddress(), 1n) },
      {
        to: tokens.FOY,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [freshAddress(), 1n],
        }),
      },
    ]) {
      await expect(bundler.sendUserOperation({ calls: [call] })).rejects.toThrow(/does not sponsor/)
    }
    expect(await depositOf(client, chain)).toBe(depositBefore)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
  }, 60_000)

  it('stops the bundlers with the stack', async () => {
    const paymasterUrl = stack.chains[0]!.smartAccounts!.paymasterUrl
    const url = stack.chains[0]!.smartAccounts!.bundlerUrl
    await stack.stop()
    await expect(rpcRequest(url, 'eth_chainId', [], z.string(), 2_000)).rejects.toThrow()
    await expect(fetch(paymasterUrl, { method: 'POST' })).rejects.toThrow()
    for (const pid of stack.pids) expect(() => process.kill(pid, 0)).toThrow()
  })
})

const entryPointAbi = parseAbi(['function balanceOf(address account) view returns (uint256)'])

const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

const transfer = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

/** The paymaster's deposit in the EntryPoint. */
function depositOf(
  client: PublicClient,
  chain: { entryPoint: Address; paymaster: Address },
): Promise<bigint> {
  return client.readContract({
    address: chain.entryPoint,
    abi: entryPointAbi,
    functionName: 'balanceOf',
    args: [chain.paymaster],
  })
}

/**
 * A fresh smart account on the first devnet holding 10 FOY (from the seeded account that holds
 * them) and no ETH, with a bundler client that asks the stack's paymaster to sponsor.
 */
async function sponsoredAccount() {
  const devnet = stack.chains[0]!
  const chain = devnet.smartAccounts!
  const viemChain = defineChain({
    id: devnet.chainId,
    name: devnet.name,
    nativeCurrency: devnet.nativeCurrency,
    rpcUrls: { default: { http: [devnet.rpcUrl] } },
  })
  const client = createPublicClient({
    chain: viemChain,
    transport: http(devnet.rpcUrl),
  }) as PublicClient
  const account = await devnetSmartAccount({
    client,
    entryPoint: chain.entryPoint,
    accountFactory: chain.accountFactory,
    owner: privateKeyToAccount(generatePrivateKey()),
  })
  const { tokens } = devstackContractAddresses()
  const holder = stack.balances[0]!.accounts.find(
    (entry) => BigInt(entry.tokens[tokens.FOY] ?? '0') >= parseEther('10'),
  )!
  const key = stack.accounts.find((entry) => entry.address === holder.address)!.privateKey
  const wallet = createWalletClient({
    chain: viemChain,
    transport: http(devnet.rpcUrl),
    account: privateKeyToAccount(key),
  })
  await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: tokens.FOY,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account.address, parseEther('10')],
    }),
  })
  const bundler = createBundlerClient({
    client,
    account,
    transport: http(chain.bundlerUrl),
    paymaster: createPaymasterClient({ transport: http(chain.paymasterUrl) }),
  })
  return { client, account, bundler, chain }
}

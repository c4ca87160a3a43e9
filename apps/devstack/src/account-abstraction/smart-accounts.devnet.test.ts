import {
  type Address,
  type Chain,
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
import {
  createBundlerClient,
  createPaymasterClient,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { devstackContractAddresses } from '../accounts.js'
import { type Devstack, devstackInfoOf, startDevstack } from '../devstack.js'
import { devstackInfoFileSchema } from '../info-file.js'
import { rpcRequest } from '../rpc.js'
import { accountAbstractionAddresses } from './deploy-contracts.js'
import { eip7702ImplementationAddress } from './deploy-eip7702.js'
import { entryPointV08Address } from './deploy-entry-point-v08.js'
import { paymasterAddress } from './deploy-paymaster.js'
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
  it('deploys EntryPoints v0.7 and v0.8 (at their canonical addresses), the factory, FoyerSessionAccount, Simple7702Account and both paymasters on both devnets', async () => {
    const expected = accountAbstractionAddresses()
    expect(expected.entryPoint).toBe('0x0000000071727De22E5E9d8BAf0edAc6f37da032')
    expect(entryPointV08Address()).toBe('0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108')
    expect(stack.chains).toHaveLength(2)
    for (const chain of stack.chains) {
      expect(chain.smartAccounts).toMatchObject({
        ...expected,
        entryPointV08: entryPointV08Address(),
        paymasterV08: paymasterAddress(entryPointV08Address(), '0.8'),
      })
      expect(chain.smartAccounts?.eip7702Implementation).toBe(eip7702ImplementationAddress())
      const deployed = [
        expected.entryPoint,
        expected.accountFactory,
        expected.sessionAccountImplementation,
        eip7702ImplementationAddress(),
        entryPointV08Address(),
        chain.smartAccounts!.paymasterV08,
      ]
      for (const address of deployed) {
        const code = await rpcRequest(chain.rpcUrl, 'eth_getCode', [address, 'latest'], z.string())
        expect(code.length).toBeGreaterThan(1000)
      }
    }
  })

  it('runs one alto per devnet on 127.0.0.1, on that devnet, for both EntryPoints', async () => {
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
        chain.smartAccounts!.entryPointV08.toLowerCase(),
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
    expect(await tokenBalance(client, first)).toBe(parseEther('1'))
    expect(await tokenBalance(client, second)).toBe(parseEther('2'))
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

  it("sponsors a 7702 account's first batch (its delegation in the user operation) through EntryPoint v0.8: no ETH, same address", async () => {
    const { client, owner, chain, viemChain } = await fundedWithTokens()
    const account = await toSimple7702SmartAccount({
      client,
      owner,
      implementation: eip7702ImplementationAddress(),
    })
    expect(account.address).toBe(owner.address)
    expect(account.entryPoint.address).toBe(chain.entryPointV08)
    const bundler = createBundlerClient({
      client,
      account,
      transport: http(chain.bundlerUrl),
      paymaster: createPaymasterClient({ transport: http(chain.paymasterUrl) }),
    })
    const v08 = { entryPoint: chain.entryPointV08, paymaster: chain.paymasterV08 }
    const depositBefore = await depositOf(client, v08)
    const authorization = await owner.signAuthorization({
      chainId: viemChain.id,
      contractAddress: eip7702ImplementationAddress(),
      nonce: await client.getTransactionCount({ address: owner.address }),
    })
    const { tokens } = devstackContractAddresses()
    const recipient = freshAddress()
    const hash = await bundler.sendUserOperation({
      authorization,
      calls: [
        { to: tokens.FOY, data: transfer(recipient, parseEther('1')) },
        { to: tokens.FOY, data: transfer(recipient, parseEther('2')) },
      ],
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(owner.address)
    expect(receipt.paymaster?.toLowerCase()).toBe(chain.paymasterV08.toLowerCase())
    expect(await tokenBalance(client, recipient)).toBe(parseEther('3'))
    expect(await client.getBalance({ address: owner.address })).toBe(0n)
    expect(await depositOf(client, v08)).toBe(depositBefore - receipt.actualGasCost)
    // The EOA now designates Simple7702Account (0xef0100 ‖ implementation).
    expect((await client.getCode({ address: owner.address }))?.toLowerCase()).toBe(
      `0xef0100${eip7702ImplementationAddress().slice(2).toLowerCase()}`,
    )
  }, 120_000)

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

/** The first devnet's clients and endpoints. */
function firstDevnet() {
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
  return { devnet, chain, viemChain, client }
}

/** FOY held by `address` on the first devnet. */
function tokenBalance(client: PublicClient, address: Address): Promise<bigint> {
  return client.readContract({
    address: devstackContractAddresses().tokens.FOY,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
}

/** A fresh EOA on the first devnet holding 10 FOY and no ETH. */
async function fundedWithTokens() {
  const owner = privateKeyToAccount(generatePrivateKey())
  const { client, chain, viemChain } = firstDevnet()
  await sendTokens(owner.address, viemChain, client)
  return { client, owner, chain, viemChain }
}

/**
 * A fresh smart account on the first devnet holding 10 FOY (from the seeded account that holds
 * them) and no ETH, with a bundler client that asks the stack's paymaster to sponsor.
 */
async function sponsoredAccount() {
  const { chain, viemChain, client } = firstDevnet()
  const account = await devnetSmartAccount({
    client,
    entryPoint: chain.entryPoint,
    accountFactory: chain.accountFactory,
    owner: privateKeyToAccount(generatePrivateKey()),
  })
  await sendTokens(account.address, viemChain, client)
  const bundler = createBundlerClient({
    client,
    account,
    transport: http(chain.bundlerUrl),
    paymaster: createPaymasterClient({ transport: http(chain.paymasterUrl) }),
  })
  return { client, account, bundler, chain }
}

/** Sends 10 FOY to `to` on the first devnet from the seeded account that holds them. */
async function sendTokens(to: Address, viemChain: Chain, client: PublicClient) {
  const devnet = stack.chains[0]!
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
      args: [to, parseEther('10')],
    }),
  })
}

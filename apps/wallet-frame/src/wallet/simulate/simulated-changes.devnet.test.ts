import { type RpcRequest, simulateChanges } from '@foyer/common/simulation'
import { type Devstack, devstackAccounts, devstackContractAddresses } from '@foyer/devstack'
import { useDevnets } from '@foyer/devstack/vitest'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  formatUnits,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import type { ApprovalRequest } from '../../ui/approval-dialog.js'
import { frameMessages } from '../../ui/messages.js'
import { handleRpc, type RpcContext } from '../rpc-handler.js'
import { toFoyerSmartAccount } from '../smart-account/foyer-smart-account.js'
import { handleSmartAccountRpc } from '../smart-account/smart-account-rpc.js'

// "You send … / You receive …" in the frame's approval, from eth_simulateV1 on the devstack's
// seeded anvil (tokens, Uniswap v2, EntryPoint and alto), against what the mined transaction
// then does to the same balances. The fee is not part of the simulation: it is taken out of
// the measured native change (gas used × price; for a user operation its actual gas cost,
// the rest of its prefund staying the account's deposit at the EntryPoint).
const stack = useDevnets({ smartAccounts: true, bitcoin: false, solana: false, dataService: false })
const { tokens } = devstackContractAddresses()
const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
])
const depositAbi = parseAbi(['function balanceOf(address account) view returns (uint256)'])
const FEE_NOTE = frameMessages.SIMULATION_FEE_NOTE

function network(devstack: Devstack) {
  const devnet = devstack.chains[0]!
  const chain = defineChain({
    id: devnet.chainId,
    name: devnet.name,
    nativeCurrency: devnet.nativeCurrency,
    rpcUrls: { default: { http: [devnet.rpcUrl] } },
  })
  const client = createPublicClient({ chain, transport: http(devnet.rpcUrl) }) as PublicClient
  return { devnet, chain, client }
}

/** The frame's EOA answering with devstack account 0 (holds the seeded tokens). */
function eoaContext(devstack: Devstack) {
  const { devnet } = network(devstack)
  const owner = privateKeyToAccount(devstackAccounts()[0]!.privateKey)
  const approve = vi.fn(async (_request: ApprovalRequest) => true)
  const context: RpcContext = {
    chain: { id: devnet.chainId, name: devnet.name },
    rpcUrl: devnet.rpcUrl,
    address: owner.address,
    hostOrigin: 'http://127.0.0.1:5173',
    approve,
    withAccount: (use) => use(owner),
  }
  return { context, approve, address: owner.address }
}

async function tokenBalance(client: PublicClient, token: Address, owner: Address) {
  return client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/** Sends one transaction through the frame's EOA; the shown simulation and the measured changes. */
async function sendFromEoa(devstack: Devstack, tx: { to: Address; value?: bigint; data?: Hex }) {
  const { client } = network(devstack)
  const { context, approve, address } = eoaContext(devstack)
  const before = {
    native: await client.getBalance({ address }),
    foy: await tokenBalance(client, tokens.FOY, address),
  }
  const hash = (await handleRpc(
    'eth_sendTransaction',
    [{ from: address, to: tx.to, value: numberToHex(tx.value ?? 0n), data: tx.data ?? '0x' }],
    context,
  )) as Hex
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const fee = receipt.gasUsed * receipt.effectiveGasPrice
  const native = (await client.getBalance({ address })) - before.native + fee
  const foy = (await tokenBalance(client, tokens.FOY, address)) - before.foy
  return { shown: approve.mock.calls[0]![0].simulation, native, foy }
}

describe('simulated balance changes in the approval equal the mined ones', () => {
  it('a native send', async () => {
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const { shown, native, foy } = await sendFromEoa(stack(), {
      to: recipient,
      value: parseEther('0.25'),
    })
    expect(native).toBe(-parseEther('0.25'))
    expect(foy).toBe(0n)
    expect(shown).toEqual([`You send ${formatEther(-native)} ETH`, FEE_NOTE])
  }, 60_000)

  it('an ERC-20 transfer', async () => {
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('12.5', 18)],
    })
    const { shown, native, foy } = await sendFromEoa(stack(), { to: tokens.FOY, data })
    expect(foy).toBe(-parseUnits('12.5', 18))
    expect(native).toBe(0n)
    expect(shown).toEqual([`You send ${formatUnits(-foy, 18)} FOY`, FEE_NOTE])
  }, 60_000)

  it('a Uniswap v2 swap of ETH for FOY', async () => {
    const devstack = stack()
    const router = devstack.swap![0]!.router
    const { address } = eoaContext(devstack)
    const data = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [1n, [devstack.swap![0]!.weth, tokens.FOY], address, 2n ** 40n],
    })
    const { shown, native, foy } = await sendFromEoa(devstack, {
      to: router,
      value: parseEther('0.1'),
      data,
    })
    expect(native).toBe(-parseEther('0.1'))
    expect(foy).toBeGreaterThan(0n)
    expect(shown).toEqual([
      `You send ${formatEther(-native)} ETH`,
      `You receive ${formatUnits(foy, 18)} FOY`,
      FEE_NOTE,
    ])
  }, 60_000)

  it('a two-call batch of the smart account, simulated as its user operation (deploying it)', async () => {
    const devstack = stack()
    const { devnet, chain, client } = network(devstack)
    const aa = devnet.smartAccounts!
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toFoyerSmartAccount({
      client,
      contracts: aa,
      owner: owner.address,
      withOwner: (use) => use(owner),
    })
    const funder = createWalletClient({
      chain,
      transport: http(devnet.rpcUrl),
      account: privateKeyToAccount(devstackAccounts()[0]!.privateKey),
    })
    await client.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: account.address, value: parseEther('1') }),
    })
    await client.waitForTransactionReceipt({
      hash: await funder.writeContract({
        address: tokens.FOY,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account.address, parseUnits('10', 18)],
      }),
    })
    const [first, second] = [generatePrivateKey(), generatePrivateKey()].map(
      (key) => privateKeyToAccount(key).address,
    )
    const approve = vi.fn(async (_request: ApprovalRequest) => true)
    const context = {
      chain: { id: devnet.chainId, name: devnet.name },
      client,
      bundlerUrl: aa.bundlerUrl,
      account,
      hostOrigin: 'http://127.0.0.1:5173',
      approve,
    }
    // The gas prefund beyond the actual cost stays the account's deposit at the EntryPoint.
    const deposit = () =>
      client.readContract({
        address: aa.entryPoint,
        abi: depositAbi,
        functionName: 'balanceOf',
        args: [account.address],
      })
    const before = {
      native: await client.getBalance({ address: account.address }),
      deposit: await deposit(),
      foy: await tokenBalance(client, tokens.FOY, account.address),
    }
    const { id } = (await handleSmartAccountRpc(
      'wallet_sendCalls',
      [
        {
          calls: [
            {
              to: tokens.FOY,
              data: encodeFunctionData({
                abi: erc20Abi,
                functionName: 'transfer',
                args: [first!, parseUnits('3', 18)],
              }),
            },
            { to: second, value: numberToHex(parseEther('0.05')) },
          ],
        },
      ],
      context,
    )) as { id: Hex }
    const bundler = createBundlerClient({ client, transport: http(aa.bundlerUrl) })
    const receipt = await bundler.waitForUserOperationReceipt({ hash: id, timeout: 60_000 })
    expect(receipt.success).toBe(true)
    const native =
      (await client.getBalance({ address: account.address })) -
      before.native +
      ((await deposit()) - before.deposit) +
      receipt.actualGasCost
    const foy = (await tokenBalance(client, tokens.FOY, account.address)) - before.foy
    expect(native).toBe(-parseEther('0.05'))
    expect(foy).toBe(-parseUnits('3', 18))
    expect(approve.mock.calls[0]![0].simulation).toEqual([
      `You send ${formatUnits(-foy, 18)} FOY`,
      `You send ${formatEther(-native)} ETH`,
      FEE_NOTE,
    ])
  }, 120_000)

  it('a node without eth_simulateV1: the same changes, traced with debug_traceCall', async () => {
    const devstack = stack()
    const { client } = network(devstack)
    const { address } = eoaContext(devstack)
    const swap = devstack.swap![0]!
    const call = {
      from: address,
      to: swap.router,
      value: parseEther('0.3'),
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [1n, [swap.weth, tokens.FOY], address, 2n ** 40n],
      }),
    }
    const full: RpcRequest = (args) => client.request(args as never)
    const traceOnly: RpcRequest = async (args) => {
      if (args.method === 'eth_simulateV1') throw new Error('Method not found')
      return full(args)
    }
    const simulated = await simulateChanges(full, address, [call])
    expect(simulated.status).toBe('ok')
    expect(await simulateChanges(traceOnly, address, [call])).toEqual(simulated)
    // A reverting call is told as such by the tracer too.
    const tooLate = {
      ...call,
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [1n, [swap.weth, tokens.FOY], address, 1n],
      }),
    }
    expect(await simulateChanges(traceOnly, address, [tooLate])).toEqual({
      status: 'reverted',
      reason: 'UniswapV2Router: EXPIRED',
    })
  }, 60_000)
})

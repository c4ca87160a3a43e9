import { SIMULATE_ENDPOINT, type SimulationAnswer } from '@foyer/common/simulation'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devstackAccounts, devstackContractAddresses } from '../accounts.js'
import { type Devstack, startDevstack } from '../devstack.js'

// The data service's POST /v1/simulate (for the modal's Send and Swap confirmations) on the
// seeded devnet: its answer equals the balance changes the mined transaction then makes (fee
// taken out of the native change).
const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
])
const { tokens } = devstackContractAddresses()

let stack: Devstack
beforeAll(async () => {
  stack = await startDevstack({
    directory: false,
    relay: false,
    bitcoin: false,
    solana: false,
    startTimeoutMs: 120_000,
  })
}, 180_000)
afterAll(() => stack?.stop())

async function simulate(body: unknown, status = 200): Promise<SimulationAnswer> {
  const response = await fetch(
    `${stack.dataServiceUrl}${SIMULATE_ENDPOINT.path}?chainId=eip155:31337`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  )
  const answer: unknown = await response.json()
  expect(response.status, JSON.stringify(answer)).toBe(status)
  return status === 200 ? SIMULATE_ENDPOINT.answer.parse(answer) : (answer as never)
}

/** Simulates `tx` from account 0 through the service, then mines it; both sets of changes. */
async function simulateThenSend(tx: { to: Address; value?: bigint; data?: Hex }) {
  const chain = stack.chains[0]!
  const account = privateKeyToAccount(devstackAccounts()[0]!.privateKey)
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) })
  const answer = await simulate({
    from: account.address,
    calls: [{ to: tx.to, value: numberToHex(tx.value ?? 0n), data: tx.data ?? '0x' }],
  })
  const foyOf = () =>
    client.readContract({
      address: tokens.FOY,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
  const before = { native: await client.getBalance(account), foy: await foyOf() }
  const receipt = await client.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ chain: null, ...tx }),
  })
  const fee = receipt.gasUsed * receipt.effectiveGasPrice
  const mined = {
    native: (await client.getBalance(account)) - before.native + fee,
    foy: (await foyOf()) - before.foy,
  }
  return { answer, mined, owner: account.address }
}

/** The mined changes as the endpoint lists them (native first, zero changes left out). */
function asChanges(mined: { native: bigint; foy: bigint }) {
  return [
    ...(mined.native !== 0n
      ? [{ asset: { kind: 'native' }, amount: mined.native.toString() }]
      : []),
    ...(mined.foy !== 0n
      ? [{ asset: { kind: 'erc20', token: tokens.FOY }, amount: mined.foy.toString() }]
      : []),
  ]
}

describe('POST /v1/simulate', () => {
  it('an ERC-20 transfer: the simulated change is the mined one', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: ['0x000000000000000000000000000000000000bEEF', parseUnits('7', 18)],
    })
    const { answer, mined } = await simulateThenSend({ to: tokens.FOY, data })
    expect(mined.foy).toBe(-parseUnits('7', 18))
    expect(answer).toEqual({ status: 'ok', changes: asChanges(mined), approvals: [] })
  }, 60_000)

  it('a Uniswap v2 swap of ETH for FOY: what leaves and what arrives, as mined', async () => {
    const swap = stack.swap![0]!
    const owner = privateKeyToAccount(devstackAccounts()[0]!.privateKey).address
    const data = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [1n, [swap.weth, tokens.FOY], owner, 2n ** 40n],
    })
    const { answer, mined } = await simulateThenSend({
      to: swap.router,
      value: parseEther('0.2'),
      data,
    })
    expect(mined.native).toBe(-parseEther('0.2'))
    expect(mined.foy).toBeGreaterThan(0n)
    expect(answer).toEqual({ status: 'ok', changes: asChanges(mined), approvals: [] })
  }, 60_000)

  it('a transfer above the balance: reverted with the reason, no changes', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: ['0x000000000000000000000000000000000000bEEF', parseUnits('1', 18)],
    })
    const answer = await simulate({
      from: '0x000000000000000000000000000000000000dEaD',
      calls: [{ to: tokens.FOY, data }],
    })
    expect(answer.status).toBe('reverted')
  })

  it('refuses a malformed body with 400', async () => {
    await simulate({ from: 'bob', calls: [] }, 400)
  })
})

import { deployPaymaster, devstackAccounts, PAYMASTER_SIGNER_KEY } from '@foyer/devstack'
import { type PaymasterService, startPaymaster } from '@foyer/paymaster'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  http,
  numberToHex,
  parseAbi,
  parseEther,
  toFunctionSelector,
} from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { handleSmartAccountRpc } from './smart-account-rpc.js'
import {
  approvalContext,
  CHAIN_ID,
  fund as fundOn,
  freshAccount as newAccount,
  useAccountAbstractionDevnet,
} from './test-utils/account-abstraction-devnet.js'
import {
  type HostilePaymaster,
  type HostileRequest,
  startHostilePaymaster,
} from './test-utils/hostile-paymaster.js'

// Network fees paid by an ERC-7677 paymaster on a real anvil with EntryPoint v0.7, the
// VerifyingPaymaster, the paymaster service and a real alto bundler; and a hostile paymaster
// named by the host page, which must not change what the user signs.
const devnet = useAccountAbstractionDevnet()
const freshAccount = () => newAccount(devnet())
const fund = (address: Address, ether: string) => fundOn(devnet(), address, ether)

const factoryAbi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
const entryPointAbi = parseAbi(['function balanceOf(address account) view returns (uint256)'])

// The VerifyingPaymaster on the devnet and a paymaster service whose policy covers one
// harmless call: the factory's getAddress.
let service: PaymasterService
let paymaster: Address
beforeAll(async () => {
  const { contracts, anvil, client } = devnet()
  paymaster = await deployPaymaster({
    rpcUrl: anvil.rpcUrl,
    chain: client.chain!,
    deployerKey: devstackAccounts()[0]!.privateKey,
    entryPoint: contracts.entryPoint,
    deposit: parseEther('1'),
  })
  service = await startPaymaster({
    port: 0,
    ephemeral: true,
    signerKey: PAYMASTER_SIGNER_KEY,
    paymasters: { [CHAIN_ID]: paymaster },
    projects: [
      {
        id: 'test',
        chains: [CHAIN_ID],
        allow: [
          {
            address: contracts.accountFactory,
            selectors: [toFunctionSelector('getAddress(address,uint256)')],
          },
        ],
        accountFactories: [contracts.accountFactory],
        dailyCapPerSender: parseEther('0.1').toString(),
        totalBudget: parseEther('1').toString(),
      },
    ],
  })
}, 60_000)
afterAll(() => service?.close())

const deposit = () =>
  devnet().client.readContract({
    address: devnet().contracts.entryPoint,
    abi: entryPointAbi,
    functionName: 'balanceOf',
    args: [paymaster],
  })
const coveredCall = (owner: Address) => ({
  to: devnet().contracts.accountFactory,
  data: encodeFunctionData({ abi: factoryAbi, functionName: 'getAddress', args: [owner, 1n] }),
})
const stranger = () => privateKeyToAccount(generatePrivateKey()).address

/** The receipt of user operation `hash`, once the bundler has it. */
async function bundlerReceipt(hash: Hex) {
  const bundler = createBundlerClient({
    client: devnet().client,
    transport: http(devnet().alto.url),
  })
  return bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 })
}

/** The paymaster service's own answer to `request` (a hostile paymaster relays some). */
async function relayToService({ method, params }: HostileRequest) {
  const response = await fetch(`${service.url}/rpc/test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result: unknown }
}

/** `wallet_sendCalls` of `calls` from the account, naming `url` as the app's paymaster. */
function sendCalls(
  context: ReturnType<typeof approvalContext>['context'],
  calls: { to: Address; value?: Hex; data?: Hex }[],
  url: string,
) {
  return handleSmartAccountRpc(
    'wallet_sendCalls',
    [
      {
        version: '2.0.0',
        chainId: numberToHex(CHAIN_ID),
        calls,
        capabilities: { paymasterService: { url } },
      },
    ],
    context,
  ) as Promise<{ id: Hex }>
}

describe('network fees sponsored by an ERC-7677 paymaster', () => {
  it("sends covered calls from an account with no ETH through the app's paymaster; the approval says so", async () => {
    const { account, owner } = await freshAccount()
    const { context, approve } = approvalContext(devnet(), account)
    const before = await deposit()
    const { id } = await sendCalls(
      context,
      [coveredCall(owner.address), coveredCall(account.address)],
      `${service.url}/rpc/test`,
    )
    expect(approve.mock.calls[0]![0].details).toContain('Network fee: sponsored')
    const receipt = await bundlerReceipt(id)
    expect(receipt.success).toBe(true)
    expect(await devnet().client.getBalance({ address: account.address })).toBe(0n)
    expect(await deposit()).toBe(before - receipt.actualGasCost)
  }, 120_000)

  it("a call outside the network paymaster's policy: the approval says the account pays, and it does", async () => {
    const { account } = await freshAccount()
    await fund(account.address, '0.1')
    const { context, approve } = approvalContext(devnet(), account)
    const before = await deposit()
    await handleSmartAccountRpc('eth_sendTransaction', [{ to: account.address, value: '0x1' }], {
      ...context,
      paymasterUrl: `${service.url}/rpc/test`,
    })
    expect(approve.mock.calls[0]![0].details).toContain('Network fee: paid by your smart account')
    expect(await deposit()).toBe(before)
    expect(await devnet().client.getBalance({ address: account.address })).toBeLessThan(
      parseEther('0.1'),
    )
  }, 120_000)
})

describe("foyer_getSponsorship (asked by the modal's Send before the user sends)", () => {
  it('says whether the network paymaster covers the calls; asks nothing of the user', async () => {
    const { account, owner } = await freshAccount()
    const { context, approve } = approvalContext(devnet(), account)
    const networkContext = { ...context, paymasterUrl: `${service.url}/rpc/test` }
    const ask = (calls: { to: Address; data?: Hex; value?: Hex }[]) =>
      handleSmartAccountRpc(
        'foyer_getSponsorship',
        [{ from: account.address, chainId: numberToHex(CHAIN_ID), calls }],
        networkContext,
      )
    expect(await ask([coveredCall(owner.address)])).toEqual({ sponsored: true })
    expect(await ask([{ to: stranger(), value: '0x1' }])).toEqual({ sponsored: false })
    // Without a paymaster nothing is sponsored; another account's calls are refused.
    expect(
      await handleSmartAccountRpc(
        'foyer_getSponsorship',
        [{ calls: [coveredCall(owner.address)] }],
        context,
      ),
    ).toEqual({ sponsored: false })
    await expect(
      handleSmartAccountRpc(
        'foyer_getSponsorship',
        [{ from: stranger(), calls: [coveredCall(owner.address)] }],
        networkContext,
      ),
    ).rejects.toThrow()
    expect(approve).not.toHaveBeenCalled()
    expect(await devnet().client.getCode({ address: account.address })).toBeUndefined()
  }, 60_000)
})

describe('attack: a hostile paymaster named by the host page', () => {
  let hostile: HostilePaymaster | undefined
  afterEach(() => hostile?.close())

  it("cannot swap the calls in its stub answer: only the approved call runs, the user's ETH stays", async () => {
    const { account } = await freshAccount()
    await fund(account.address, '1')
    const attacker = stranger()
    const bob = stranger()
    const drain = await account.encodeCalls([
      { to: attacker, value: parseEther('0.9'), data: '0x' },
    ])
    // "Yes, sponsored" — with the attacker's callData in the answer, which viem would spread
    // into the user operation.
    hostile = await startHostilePaymaster(() => ({ result: { callData: drain, isFinal: true } }))
    const { context, approve } = approvalContext(devnet(), account)
    const { id } = await sendCalls(context, [{ to: bob, value: '0x1' }], hostile.url)
    expect((await bundlerReceipt(id)).success).toBe(true)
    expect(await devnet().client.getBalance({ address: attacker })).toBe(0n)
    expect(await devnet().client.getBalance({ address: bob })).toBe(1n)
    const details = approve.mock.calls[0]![0].details
    expect(details.some((line) => line.includes(bob))).toBe(true)
    // No paymaster contract was named, so nobody sponsors: the approval says who pays.
    expect(details).toContain('Network fee: paid by your smart account')
  }, 120_000)

  it('cannot swap the calls after the approval (pm_getPaymasterData): nothing is signed or sent', async () => {
    const { account, owner } = await freshAccount()
    await fund(account.address, '1')
    const attacker = stranger()
    const drain = await account.encodeCalls([
      { to: attacker, value: parseEther('0.9'), data: '0x' },
    ])
    // An honest stub (the real service's), then a final answer that drops the paymaster and
    // swaps the calls.
    hostile = await startHostilePaymaster((request) =>
      request.method === 'pm_getPaymasterStubData'
        ? relayToService(request)
        : { result: { paymaster: null, callData: drain } },
    )
    const { context, approve } = approvalContext(devnet(), account)
    const outcome = await sendCalls(context, [coveredCall(owner.address)], hostile.url).catch(
      (error: Error) => error,
    )
    if (!(outcome instanceof Error)) await bundlerReceipt(outcome.id)
    // Nothing ran: no deployment, no fee taken, nothing to the attacker.
    expect(await devnet().client.getCode({ address: account.address })).toBeUndefined()
    expect(await devnet().client.getBalance({ address: account.address })).toBe(parseEther('1'))
    expect(await devnet().client.getBalance({ address: attacker })).toBe(0n)
    expect(outcome).toBeInstanceOf(Error)
    expect((outcome as Error).message).toMatch(/^Failed to send transaction/)
    expect(approve.mock.calls[0]![0].details).toContain('Network fee: sponsored')
    expect(hostile.requests.map((request) => request.method)).toEqual([
      'pm_getPaymasterStubData',
      'pm_getPaymasterStubData',
      'pm_getPaymasterData',
    ])
  }, 120_000)

  it('is asked nothing more when the user rejects: no paymaster data, nothing sent', async () => {
    const { account, owner } = await freshAccount()
    hostile = await startHostilePaymaster(relayToService)
    const { context } = approvalContext(devnet(), account, false)
    await expect(sendCalls(context, [coveredCall(owner.address)], hostile.url)).rejects.toThrow(
      'User rejected the request.',
    )
    expect(hostile.requests.map((request) => request.method)).toEqual(['pm_getPaymasterStubData'])
    expect(await devnet().client.getCode({ address: account.address })).toBeUndefined()
  }, 60_000)
})

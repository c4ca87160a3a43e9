import { decodeFunctionData, encodeFunctionData, type Hex, http, numberToHex, parseAbi } from 'viem'
import { createBundlerClient, entryPoint08Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { ApprovalRequest } from '../../ui/approval-dialog.js'
import { frameMessages } from '../../ui/messages.js'
import { startHostilePaymaster } from '../smart-account/test-utils/hostile-paymaster.js'
import { DELEGATION_DESIGNATOR_PREFIX } from './delegation-designator.js'
import { handleSponsored7702, NOT_SPONSORED } from './sponsored-rpc.js'
import {
  CHAIN_ID,
  coveredCall,
  emptyWallet,
  sponsoredContext,
  useSponsored7702Devnet,
} from './test-utils/sponsored-7702-devnet.js'

// smartAccountMode '7702' with a paymaster: the user's own EOA (no ETH) sends its calls as a
// user operation at EntryPoint v0.8 (Simple7702Account), paid by the VerifyingPaymaster through
// the paymaster service and a real alto; its first one carries the delegation, only after an
// approval that says so. Then what a hostile paymaster, another chain and the policy cannot do.
const devnet = useSponsored7702Devnet()
const entryPointAbi = parseAbi(['function balanceOf(address account) view returns (uint256)'])
const deposit = () =>
  devnet().client.readContract({
    address: devnet().entryPoint,
    abi: entryPointAbi,
    functionName: 'balanceOf',
    args: [devnet().paymaster],
  })
const lines = (approve: { mock: { calls: [ApprovalRequest][] } }) =>
  approve.mock.calls.flatMap(([request]) => [...request.details, ...(request.warnings ?? [])])
const sendTransaction = (context: Parameters<typeof handleSponsored7702>[2], call: object) =>
  handleSponsored7702('eth_sendTransaction', [{ from: context.address, ...call }], context)

/** The (packed) user operation the bundler's transaction `hash` ran at EntryPoint v0.8. */
async function userOperationOf(hash: Hex) {
  const { input } = await devnet().client.getTransaction({ hash })
  const { functionName, args } = decodeFunctionData({ abi: entryPoint08Abi, data: input })
  if (functionName !== 'handleOps') throw new Error(`not handleOps: ${functionName}`)
  expect(args[0]).toHaveLength(1)
  return args[0][0]!
}

describe('a sponsored batch of the 7702 account', () => {
  it('sends from the EOA with no ETH; the first carries the delegation the approval names; the deposit pays', async () => {
    const wallet = emptyWallet()
    const { context, approve } = sponsoredContext(devnet(), wallet)
    const before = await deposit()
    const hash = (await sendTransaction(context, coveredCall(devnet()))) as Hex
    const receipt = await devnet().client.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(approve).toHaveBeenCalledTimes(1)
    expect(lines(approve)).toEqual(
      expect.arrayContaining([
        frameMessages.NETWORK_FEE_SPONSORED,
        `Smart account contract: ${devnet().implementation}`,
        frameMessages.DELEGATE_WARNING,
      ]),
    )
    // Same address, now designating the configured implementation; it still holds no ETH.
    const code = await devnet().client.getCode({ address: wallet.address })
    expect(code).toBe(
      `${DELEGATION_DESIGNATOR_PREFIX}${devnet().implementation.slice(2).toLowerCase()}`,
    )
    expect(await devnet().client.getBalance({ address: wallet.address })).toBe(0n)
    expect(await deposit()).toBeLessThan(before)
    // The authorization and the user operation: two signatures, after the one approval.
    expect(wallet.signatures.count).toBe(2)

    // Once delegated, the next one carries no authorization and says nothing of delegating.
    approve.mockClear()
    const second = (await sendTransaction(context, coveredCall(devnet()))) as Hex
    expect((await devnet().client.getTransactionReceipt({ hash: second })).status).toBe('success')
    expect(lines(approve)).toContain(frameMessages.NETWORK_FEE_SPONSORED)
    expect(lines(approve)).not.toContain(frameMessages.DELEGATE_WARNING)
    expect(wallet.signatures.count).toBe(3)
  }, 60_000)

  it('is not sponsored outside the policy: the account pays its own way, nothing asked or signed', async () => {
    const wallet = emptyWallet()
    const { context, approve } = sponsoredContext(devnet(), wallet)
    const before = await deposit()
    const outside = { to: privateKeyToAccount(generatePrivateKey()).address, data: '0x' }
    expect(await sendTransaction(context, outside)).toBe(NOT_SPONSORED)
    expect(
      await handleSponsored7702(
        'foyer_getSponsorship',
        [{ calls: [outside], chainId: numberToHex(CHAIN_ID) }],
        context,
      ),
    ).toEqual({ sponsored: false })
    expect(approve).not.toHaveBeenCalled()
    expect(wallet.signatures.count).toBe(0)
    expect(await deposit()).toBe(before)
    expect(await devnet().client.getCode({ address: wallet.address })).toBeUndefined()
  })

  it('refuses a rejected approval: no authorization, no user operation', async () => {
    const wallet = emptyWallet()
    const { context } = sponsoredContext(devnet(), wallet, false)
    await expect(sendTransaction(context, coveredCall(devnet()))).rejects.toThrow()
    expect(wallet.signatures.count).toBe(0)
    expect(await devnet().client.getCode({ address: wallet.address })).toBeUndefined()
  })
})

describe('attack: a hostile paymaster named by the host page', () => {
  it("cannot change the calls the user signs: its answer's callData and sender are dropped", async () => {
    const wallet = emptyWallet()
    const { context } = sponsoredContext(devnet(), wallet)
    const attacker = privateKeyToAccount(generatePrivateKey()).address
    const hostileCallData = encodeFunctionData({
      abi: parseAbi(['function execute(address target, uint256 value, bytes data)']),
      functionName: 'execute',
      args: [attacker, 0n, '0x'],
    })
    // It relays the real service's answer (so it really pays) plus fields that would change
    // the user operation if they were spread into it.
    const hostile = await startHostilePaymaster(async ({ method, params }) => {
      const response = await fetch(devnet().paymasterUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      const { result } = (await response.json()) as { result: object }
      return { result: { ...result, callData: hostileCallData, sender: attacker } }
    })
    try {
      const { id } = (await handleSponsored7702(
        'wallet_sendCalls',
        [
          {
            version: '2.0.0',
            chainId: numberToHex(CHAIN_ID),
            calls: [coveredCall(devnet())],
            capabilities: { paymasterService: { url: hostile.url } },
          },
        ],
        context,
      )) as { id: Hex }
      const operation = await userOperationOf(id)
      expect(operation.sender).toBe(wallet.address)
      expect(operation.callData).toBe(
        encodeFunctionData({
          abi: parseAbi(['function execute(address target, uint256 value, bytes data)']),
          functionName: 'execute',
          args: [coveredCall(devnet()).to, 0n, coveredCall(devnet()).data],
        }),
      )
      expect(hostile.requests.map((request) => request.method)).toContain('pm_getPaymasterData')
    } finally {
      await hostile.close()
    }
  }, 60_000)
})

describe('attack: replaying a signed v0.8 user operation on another chain', () => {
  it('fails validation there (the signature binds the chain id); the same operation is valid on its own', async () => {
    const { client, alto } = devnet()
    const wallet = emptyWallet()
    const { context } = sponsoredContext(devnet(), wallet)
    await sendTransaction(context, coveredCall(devnet()))
    // A bundler that keeps the signed user operation instead of sending it.
    const kept: unknown[] = []
    const capturing = await startHostilePaymaster(async ({ method, params }) => {
      if (method === 'eth_sendUserOperation') {
        kept.push(params[0])
        return { error: { code: -32000, message: 'kept' } }
      }
      const response = await fetch(alto.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      return (await response.json()) as { result: unknown }
    })
    try {
      const network = { ...context.network, bundlerUrl: capturing.url }
      await expect(
        sendTransaction({ ...context, network }, coveredCall(devnet())),
      ).rejects.toThrow()
    } finally {
      await capturing.close()
    }
    expect(kept).toHaveLength(1)
    const bundler = createBundlerClient({ client, transport: http(alto.url) })
    const send = () =>
      bundler.request({
        method: 'eth_sendUserOperation',
        params: [kept[0] as never, devnet().entryPoint],
      })
    await client.request({ method: 'anvil_setChainId' as never, params: [CHAIN_ID + 1] as never })
    try {
      await expect(send()).rejects.toThrow(/AA24|AA34|signature/i)
    } finally {
      await client.request({ method: 'anvil_setChainId' as never, params: [CHAIN_ID] as never })
    }
    // The control: the very same operation is valid on the chain it was signed for.
    await expect(send()).resolves.toMatch(/^0x[0-9a-f]{64}$/)
  }, 60_000)
})

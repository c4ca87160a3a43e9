import {
  encodeFunctionData,
  type Hex,
  numberToHex,
  parseAbi,
  parseEther,
  serializeTransaction,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hashAuthorization } from 'viem/utils'
import { describe, expect, it, vi } from 'vitest'
import type { ApprovalRequest } from '../../ui/approval-dialog.js'
import { handleRpc } from '../rpc-handler.js'
import { HOST_AUTHORIZATION_REFUSED } from './authorization-guard.js'
import { handleDelegatedRpc } from './delegated-rpc.js'
import { DELEGATION_DESIGNATOR_PREFIX } from './delegation-designator.js'
import {
  CHAIN_ID,
  devnetEip7702Accounts,
  fundedWallet,
  useEip7702Devnet,
} from './test-utils/eip7702-devnet.js'

// EIP-7702 for the embedded EOA on a real anvil (Prague rules) with Simple7702Account of
// @account-abstraction/contracts 0.8.0: what a hostile host page can and cannot get the
// frame to sign, then the upgrade, an atomic batch and the way back.
const devnet = useEip7702Devnet()
const HOST = 'https://host.example'
const chain = { id: CHAIN_ID, name: 'Foyer Devnet' }
/** A contract of the attacker's (any code; its address is what matters). */
const HOSTILE = privateKeyToAccount(generatePrivateKey()).address

function rpcContext(wallet: Awaited<ReturnType<typeof fundedWallet>>) {
  const approve = vi.fn(async (_request: ApprovalRequest) => true)
  return {
    approve,
    context: {
      chain,
      rpcUrl: devnet().anvil.rpcUrl,
      address: wallet.address,
      hostOrigin: HOST,
      approve,
      withAccount: wallet.withAccount,
    },
  }
}

describe('attack: a host page asks the frame to delegate the account to its contract', () => {
  it('has no method that signs an authorization, or a raw hash, for the page', async () => {
    const wallet = await fundedWallet(devnet())
    const { context, approve } = rpcContext(wallet)
    const request = { contractAddress: HOSTILE, chainId: 0, nonce: 0 }
    for (const method of ['eth_signAuthorization', 'wallet_signAuthorization']) {
      await expect(handleRpc(method, [wallet.address, request], context)).rejects.toThrow()
    }
    // The authorization's digest signed as a raw hash would be a valid authorization.
    const digest = hashAuthorization({ address: HOSTILE, chainId: 0, nonce: 0 })
    await expect(handleRpc('eth_sign', [wallet.address, digest], context)).rejects.toThrow()
    expect(approve).not.toHaveBeenCalled()
    expect(wallet.signatures.count).toBe(0)
    expect(await devnet().client.getCode({ address: wallet.address })).toBeUndefined()
  })

  it('refuses a transaction carrying an authorization list or type 4, before any approval', async () => {
    const wallet = await fundedWallet(devnet())
    const { context, approve } = rpcContext(wallet)
    const authorization = { address: HOSTILE, chainId: numberToHex(CHAIN_ID), nonce: '0x1' }
    const attempts = [
      { from: wallet.address, to: wallet.address, authorizationList: [authorization] },
      { from: wallet.address, to: wallet.address, type: '0x4' },
      { from: wallet.address, to: wallet.address, type: 'eip7702', authorizationList: [] },
    ]
    for (const tx of attempts) {
      await expect(handleRpc('eth_sendTransaction', [tx], context)).rejects.toThrow(
        HOST_AUTHORIZATION_REFUSED,
      )
    }
    expect(approve).not.toHaveBeenCalled()
    expect(wallet.signatures.count).toBe(0)
    expect(await devnet().client.getCode({ address: wallet.address })).toBeUndefined()
  })

  it('delegates only to the configured implementation, shown in the approval; a rejection signs nothing', async () => {
    const wallet = await fundedWallet(devnet())
    const rejected = devnetEip7702Accounts(devnet(), wallet, false)
    await expect(
      rejected.accounts.setType(chain, wallet.address, 'smartAccount', HOST),
    ).rejects.toThrow('User rejected the request.')
    expect(wallet.signatures.count).toBe(0)
    expect(await devnet().client.getCode({ address: wallet.address })).toBeUndefined()

    const { accounts, approve } = devnetEip7702Accounts(devnet(), wallet)
    await accounts.setType(chain, wallet.address, 'smartAccount', HOST)
    const shown = approve.mock.calls[0]![0]
    expect(shown.title).toBe('Upgrade your account to a smart account')
    expect(shown.origin).toBe(HOST)
    expect(shown.details).toContain(`Smart account contract: ${devnet().implementation}`)
    expect(shown.warnings?.join(' ')).toMatch(/never to one a website names/)
    expect(await devnet().client.getCode({ address: wallet.address })).toBe(
      `${DELEGATION_DESIGNATOR_PREFIX}${devnet().implementation.slice(2).toLowerCase()}`,
    )
  }, 60_000)

  it('treats an account delegated elsewhere as a plain EOA, and the way back removes that delegation', async () => {
    const wallet = await fundedWallet(devnet())
    // The user's key delegated to the attacker's contract outside this frame (another wallet).
    const client = devnet().client
    const [nonce, fees] = await Promise.all([
      client.getTransactionCount({ address: wallet.address }),
      client.estimateFeesPerGas(),
    ])
    const authorization = await wallet.account.signAuthorization!({
      chainId: CHAIN_ID,
      contractAddress: HOSTILE,
      nonce: nonce + 1,
    })
    await client.waitForTransactionReceipt({
      hash: await client.sendRawTransaction({
        serializedTransaction: await wallet.account.signTransaction(
          {
            type: 'eip7702',
            chainId: CHAIN_ID,
            nonce,
            to: wallet.address,
            gas: 100_000n,
            ...fees,
            authorizationList: [authorization],
          },
          { serializer: serializeTransaction },
        ),
      }),
    })
    const { accounts, approve } = devnetEip7702Accounts(devnet(), wallet)
    expect(await accounts.isDelegated(CHAIN_ID, wallet.address)).toBe(false)
    expect((await accounts.user(CHAIN_ID, wallet.address)).preferredAccountType).toBe('eoa')
    await accounts.setType(chain, wallet.address, 'eoa', HOST)
    expect(approve.mock.calls[0]![0].details).toContain(
      `Removes the delegation to contract ${HOSTILE}`,
    )
    expect(await client.getCode({ address: wallet.address })).toBeUndefined()
  }, 60_000)
})

describe('the EOA upgraded by EIP-7702', () => {
  it('keeps its address, sends an atomic batch, and undelegation restores a plain EOA', async () => {
    const wallet = await fundedWallet(devnet(), '2')
    const { accounts } = devnetEip7702Accounts(devnet(), wallet)
    const client = devnet().client
    expect(await accounts.user(CHAIN_ID, wallet.address)).toMatchObject({
      address: wallet.address,
      preferredAccountType: 'eoa',
    })
    await accounts.setType(chain, wallet.address, 'smartAccount', HOST)
    const code = await client.getCode({ address: wallet.address })
    expect(code?.startsWith(DELEGATION_DESIGNATOR_PREFIX)).toBe(true)
    expect(await accounts.user(CHAIN_ID, wallet.address)).toEqual({
      address: wallet.address,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
      accounts: [
        { address: wallet.address, type: 'smartAccount' },
        { address: wallet.address, type: 'eoa' },
      ],
    })

    const approve = vi.fn(async (_request: ApprovalRequest) => true)
    const context = {
      chain,
      client,
      address: wallet.address,
      hostOrigin: HOST,
      approve,
      withAccount: wallet.withAccount,
    }
    expect(await handleDelegatedRpc('wallet_getCapabilities', [wallet.address], context)).toEqual({
      [numberToHex(CHAIN_ID)]: {
        atomicBatch: { supported: true },
        atomic: { status: 'supported' },
      },
    })
    const first = privateKeyToAccount(generatePrivateKey()).address
    const second = privateKeyToAccount(generatePrivateKey()).address
    const batch = (calls: { to: string; value?: Hex; data?: Hex }[]) =>
      handleDelegatedRpc(
        'wallet_sendCalls',
        [{ version: '2.0.0', chainId: numberToHex(CHAIN_ID), from: wallet.address, calls }],
        context,
      ) as Promise<{ id: Hex }>
    const { id } = await batch([
      { to: first, value: numberToHex(parseEther('0.01')) },
      { to: second, value: numberToHex(parseEther('0.02')) },
    ])
    expect(approve.mock.calls[0]![0].title).toBe('Send 2 calls from your smart account')
    const receipt = await client.waitForTransactionReceipt({ hash: id })
    // One transaction, from and to the user's own address: both transfers in it.
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(await client.getBalance({ address: first })).toBe(parseEther('0.01'))
    expect(await client.getBalance({ address: second })).toBe(parseEther('0.02'))
    expect(await handleDelegatedRpc('wallet_getCallsStatus', [id], context)).toMatchObject({
      status: 200,
      atomic: true,
    })

    // Atomic: a batch whose second call fails moves nothing.
    const third = privateKeyToAccount(generatePrivateKey()).address
    const failing = await batch([
      { to: third, value: numberToHex(parseEther('0.01')) },
      // A call to the implementation's `execute` from another account than itself reverts.
      {
        to: devnet().implementation,
        data: encodeFunctionData({
          abi: parseAbi(['function execute(address target, uint256 value, bytes data)']),
          functionName: 'execute',
          args: [third, 1n, '0x'],
        }),
      },
    ]).catch((error: Error) => error)
    if (!(failing instanceof Error)) {
      const failed = await client.waitForTransactionReceipt({ hash: failing.id })
      expect(failed.status).toBe('reverted')
    }
    expect(await client.getBalance({ address: third })).toBe(0n)

    await accounts.setType(chain, wallet.address, 'eoa', HOST)
    expect(await client.getCode({ address: wallet.address })).toBeUndefined()
    expect((await accounts.user(CHAIN_ID, wallet.address)).preferredAccountType).toBe('eoa')
  }, 120_000)
})

describe('the delegated EOA paying its own fee', () => {
  it('is told its balance cannot cover the batch before any approval or signature', async () => {
    const wallet = await fundedWallet(devnet())
    const { accounts } = devnetEip7702Accounts(devnet(), wallet)
    await accounts.setType(chain, wallet.address, 'smartAccount', HOST)
    const signed = wallet.signatures.count
    const approve = vi.fn(async (_request: ApprovalRequest) => true)
    const context = {
      chain,
      client: devnet().client,
      address: wallet.address,
      hostOrigin: HOST,
      approve,
      withAccount: wallet.withAccount,
    }
    const send = () =>
      handleDelegatedRpc(
        'wallet_sendCalls',
        [
          {
            version: '2.0.0',
            chainId: numberToHex(CHAIN_ID),
            calls: [{ to: HOSTILE, value: '0x1' }],
          },
        ],
        context,
      )
    for (const balance of [0n, 1_000n]) {
      await devnet().client.request({
        method: 'anvil_setBalance' as never,
        params: [wallet.address, numberToHex(balance)] as never,
      })
      await expect(send()).rejects.toMatchObject({
        code: 'INSUFFICIENT_FUNDS',
        shortMessage: 'The total cost (gas * gas fee + value) exceeds the balance of the account.',
      })
    }
    expect(approve).not.toHaveBeenCalled()
    expect(wallet.signatures.count).toBe(signed)
  }, 60_000)
})

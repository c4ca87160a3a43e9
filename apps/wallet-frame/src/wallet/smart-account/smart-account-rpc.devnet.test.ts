import { createSiwx } from '@foyer/siwx'
import { eip155Verifier } from '@foyer/siwx/eip155'
import { type Address, type Hex, http, type LocalAccount, numberToHex, parseEther } from 'viem'
import { createBundlerClient, type SmartAccount } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { toFoyerSmartAccount } from './foyer-smart-account.js'
import { HeldSessions } from './sessions/held-sessions.js'
import type { SessionSupport } from './sessions/session-rpc.js'
import { handleSmartAccountRpc, type SmartAccountRpcContext } from './smart-account-rpc.js'
import {
  approvalContext,
  CHAIN_ID,
  deployAccount,
  fund as fundOn,
  freshAccount as newAccount,
  useAccountAbstractionDevnet,
} from './test-utils/account-abstraction-devnet.js'

// The frame's smart-account answers on a real anvil with EntryPoint v0.7, the factory and a
// real alto bundler: EIP-5792 batches become one user operation that deploys the account,
// and SIWX messages signed before deployment (ERC-6492) and after (ERC-1271) verify.
const devnet = useAccountAbstractionDevnet()
const freshAccount = () => newAccount(devnet())
const fund = (address: `0x${string}`, ether: string) => fundOn(devnet(), address, ether)

describe('wallet_sendCalls through the smart account', () => {
  it('sends a batch of two transfers as one user operation that deploys the account', async () => {
    const { account } = await freshAccount()
    await fund(account.address, '1')
    const { context, approve } = approvalContext(devnet(), account)
    const first = privateKeyToAccount(generatePrivateKey()).address
    const second = privateKeyToAccount(generatePrivateKey()).address
    expect(
      await handleSmartAccountRpc('wallet_getCapabilities', [account.address], context),
    ).toEqual({
      [numberToHex(CHAIN_ID)]: {
        atomicBatch: { supported: true },
        atomic: { status: 'supported' },
        paymasterService: { supported: true },
      },
    })
    const { id } = (await handleSmartAccountRpc(
      'wallet_sendCalls',
      [
        {
          version: '2.0.0',
          chainId: numberToHex(CHAIN_ID),
          from: account.address,
          calls: [
            { to: first, value: numberToHex(parseEther('0.01')) },
            { to: second, value: numberToHex(parseEther('0.02')), data: '0x' },
          ],
        },
      ],
      context,
    )) as { id: string }
    expect(approve).toHaveBeenCalledTimes(1)
    expect(approve.mock.calls[0]![0].title).toBe('Send 2 calls from your smart account')
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    let status: { status: number; receipts?: { transactionHash: string }[] } = { status: 0 }
    for (let attempt = 0; attempt < 120 && status.status !== 200; attempt++) {
      status = (await handleSmartAccountRpc(
        'wallet_getCallsStatus',
        [id],
        context,
      )) as typeof status
      if (status.status === 100) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(status.status).toBe(200)
    expect(status.receipts?.[0]?.transactionHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await devnet().client.getBalance({ address: first })).toBe(parseEther('0.01'))
    expect(await devnet().client.getBalance({ address: second })).toBe(parseEther('0.02'))
    expect(await devnet().client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/)
  }, 120_000)

  it("refuses entries whose 'to' or 'data' does not start with 0x, before any approval", async () => {
    const { account } = await freshAccount()
    const { context, approve } = approvalContext(devnet(), account)
    await expect(
      handleSmartAccountRpc(
        'wallet_sendCalls',
        [{ calls: [{ to: 'bob', value: '0x1' }] }],
        context,
      ),
    ).rejects.toThrow(/calls\.0\.to|0x/)
    await expect(
      handleSmartAccountRpc(
        'wallet_sendCalls',
        [{ calls: [{ to: account.address, data: 'deadbeef' }] }],
        context,
      ),
    ).rejects.toThrow(/data|0x/)
    expect(approve).not.toHaveBeenCalled()
  })

  it('sends nothing when the user rejects', async () => {
    const { account } = await freshAccount()
    const { context } = approvalContext(devnet(), account, false)
    await expect(
      handleSmartAccountRpc('wallet_sendCalls', [{ calls: [{ to: account.address }] }], context),
    ).rejects.toThrow('User rejected the request.')
    expect(await devnet().client.getCode({ address: account.address })).toBeUndefined()
  })
})

/** A SIWX message for the account, signed through the frame (the user approves). */
async function signIn(account: SmartAccount) {
  const siwx = createSiwx({
    domain: 'app.test',
    uri: 'https://app.test',
    nonce: async () => 'n0nce1234',
  })
  const message = await siwx.createMessage({
    accountAddress: account.address,
    chainId: `eip155:${CHAIN_ID}`,
  })
  const { context } = approvalContext(devnet(), account)
  const signature = (await handleSmartAccountRpc(
    'personal_sign',
    [message.text, account.address],
    context,
  )) as Hex
  return { message, signature }
}

/** Whether viem and the SIWX eip155 verifier both accept `signature` for the message. */
async function verifies(message: Awaited<ReturnType<typeof signIn>>['message'], signature: Hex) {
  const viem = await devnet().client.verifyMessage({
    address: message.data.accountAddress as `0x${string}`,
    message: message.text,
    signature,
  })
  const verifier = eip155Verifier({ rpcUrls: { [CHAIN_ID]: devnet().anvil.rpcUrl } })
  const siwx = await verifier.verify({ data: message.data, message: message.text, signature })
  return { viem, siwx }
}

describe('SIWX signatures of the smart account', () => {
  it('before deployment (ERC-6492): verify with viem and @foyer/siwx, and deploy nothing', async () => {
    const { account, owner } = await freshAccount()
    const { message, signature } = await signIn(account)
    expect(signature.endsWith('6492'.repeat(16))).toBe(true)
    expect(await verifies(message, signature)).toEqual({ viem: true, siwx: true })
    // The owner's own signature is not the account's.
    const plain = await owner.signMessage({ message: message.text })
    expect(await verifies(message, plain)).toEqual({ viem: false, siwx: false })
    expect(await devnet().client.getCode({ address: account.address })).toBeUndefined()
  }, 60_000)

  it("after deployment (ERC-1271): verify; the owner EOA's own signature does not", async () => {
    const { account, owner } = await freshAccount()
    await deployAccount(devnet(), account)
    const { message, signature } = await signIn(account)
    expect(signature.endsWith('6492'.repeat(16))).toBe(false)
    expect(await verifies(message, signature)).toEqual({ viem: true, siwx: true })
    // A signature the owner made as its EOA (for another site, say) is not the account's.
    const plain = await owner.signMessage({ message: message.text })
    expect(await verifies(message, plain)).toEqual({ viem: false, siwx: false })
  }, 60_000)
})

/** The frame's session support on the devnet, holding its keys in `held`. */
function sessionSupport(account: SmartAccount, owner: LocalAccount) {
  const held = new HeldSessions()
  const sessions: SessionSupport = {
    held,
    implementation: devnet().contracts.sessionAccountImplementation,
    sessionAccount: (sessionKey) =>
      toFoyerSmartAccount({
        client: devnet().client,
        contracts: devnet().contracts,
        owner: owner.address,
        withOwner: (use) => use(owner),
        sessionKey,
      }),
  }
  const { context, approve } = approvalContext(devnet(), account)
  return { held, approve, context: { ...context, sessions } }
}

const nativeGrant = (allowance: bigint) => [
  {
    expiry: Math.floor(Date.now() / 1000) + 3600,
    signer: { type: 'wallet' },
    permissions: [
      {
        type: 'native-token-transfer',
        data: { ticker: 'ETH' },
        policies: [{ type: 'token-allowance', data: { allowance: numberToHex(allowance) } }],
      },
    ],
  },
]

const sendWithSession = (context: SmartAccountRpcContext, to: Address, value: bigint, id: string) =>
  handleSmartAccountRpc(
    'wallet_sendCalls',
    [
      {
        calls: [{ to, value: numberToHex(value) }],
        capabilities: { permissions: { context: id } },
      },
    ],
    context,
  ) as Promise<{ id: Hex }>

describe('ERC-7715 sessions of the smart account', () => {
  it('grants after one approval (upgrade included), then sends within the limit without asking; the account refuses more', async () => {
    const { account, owner } = await freshAccount()
    await fund(account.address, '1')
    const { context, approve, held } = sessionSupport(account, owner)
    const granted = (await handleSmartAccountRpc(
      'wallet_grantPermissions',
      nativeGrant(parseEther('0.05')),
      context,
    )) as { permissionsContext: string }
    expect(approve).toHaveBeenCalledTimes(1)
    const shown = approve.mock.calls[0]![0]
    expect(shown.title).toBe('Give this app permission to send from your smart account')
    expect(shown.details.join('\n')).toContain('is upgraded to contract')
    expect(shown.details.join('\n')).toContain('It may send up to 0.05 ETH in all, to any address')
    const payee = privateKeyToAccount(generatePrivateKey()).address
    const { id } = await sendWithSession(
      context,
      payee,
      parseEther('0.01'),
      granted.permissionsContext,
    )
    const bundler = createBundlerClient({
      client: devnet().client,
      transport: http(devnet().alto.url),
    })
    expect((await bundler.waitForUserOperationReceipt({ hash: id })).success).toBe(true)
    expect(await devnet().client.getBalance({ address: payee })).toBe(parseEther('0.01'))
    expect(approve).toHaveBeenCalledTimes(1)
    await expect(
      sendWithSession(context, payee, parseEther('0.05'), granted.permissionsContext),
    ).rejects.toThrow(/refused these calls: SessionNativeLimitExceeded/)
    // Another page (origin) naming the same permission gets nothing.
    await expect(
      sendWithSession(
        { ...context, hostOrigin: 'https://evil.test' },
        payee,
        1n,
        granted.permissionsContext,
      ),
    ).rejects.toThrow(/no active permission/)

    // Revoked: the frame forgets the key, and the account refuses it even when signed with it.
    const [session] = held.list(CHAIN_ID, account.address)
    await handleSmartAccountRpc(
      'wallet_revokePermissions',
      [{ permissionsContext: granted.permissionsContext }],
      context,
    )
    expect(approve.mock.calls[1]![0].title).toBe('Revoke a permission')
    await expect(sendWithSession(context, payee, 1n, granted.permissionsContext)).rejects.toThrow(
      /no active permission/,
    )
    held.add(session!)
    await expect(sendWithSession(context, payee, 1n, granted.permissionsContext)).rejects.toThrow(
      /SessionIsRevoked/,
    )
    expect(await devnet().client.getBalance({ address: payee })).toBe(parseEther('0.01'))
  }, 120_000)

  it('grants nothing when the user rejects, or what the account cannot enforce', async () => {
    const { account, owner } = await freshAccount()
    const { context, held } = sessionSupport(account, owner)
    const rejecting = { ...context, approve: vi.fn(async () => false) }
    await expect(
      handleSmartAccountRpc('wallet_grantPermissions', nativeGrant(1n), rejecting),
    ).rejects.toThrow('User rejected the request.')
    const [request] = nativeGrant(1n)
    const rateLimited = {
      ...request!,
      permissions: [
        {
          ...request!.permissions[0]!,
          policies: [{ type: 'rate-limit', data: { count: 1, interval: 60 } }],
        },
      ],
    }
    await expect(
      handleSmartAccountRpc('wallet_grantPermissions', [rateLimited], context),
    ).rejects.toThrow(/rate-limit.*cannot be enforced/)
    expect(held.list(CHAIN_ID, account.address)).toEqual([])
    expect(await devnet().client.getCode({ address: account.address })).toBeUndefined()
  })
})

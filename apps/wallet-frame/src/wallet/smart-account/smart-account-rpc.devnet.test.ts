import {
  type AltoInstance,
  type AnvilInstance,
  DEVSTACK_MNEMONIC,
  deployAccountAbstraction,
  devstackAccounts,
  startAlto,
  startAnvil,
} from '@foyer/devstack'
import { createSiwx } from '@foyer/siwx'
import { eip155Verifier } from '@foyer/siwx/eip155'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type LocalAccount,
  numberToHex,
  type PublicClient,
  parseEther,
} from 'viem'
import { createBundlerClient, type SmartAccount } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ApprovalRequest } from '../../ui/approval-dialog.js'
import { toFoyerSmartAccount } from './foyer-smart-account.js'
import { handleSmartAccountRpc, type SmartAccountRpcContext } from './smart-account-rpc.js'

// The frame's smart-account answers on a real anvil with EntryPoint v0.7, the factory and a
// real alto bundler: EIP-5792 batches become one user operation that deploys the account,
// and messages signed before deployment verify through ERC-6492.
const CHAIN_ID = 31337
let anvil: AnvilInstance
let alto: AltoInstance
let contracts: { entryPoint: Address; accountFactory: Address }
let client: PublicClient

beforeAll(async () => {
  anvil = await startAnvil({
    chainId: CHAIN_ID,
    host: '127.0.0.1',
    port: 0,
    mnemonic: DEVSTACK_MNEMONIC,
    accounts: 3,
    balanceEther: 1000,
  })
  const chain = defineChain({
    id: CHAIN_ID,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
  client = createPublicClient({ chain, transport: http(anvil.rpcUrl) }) as PublicClient
  const [deployer, executor] = devstackAccounts()
  contracts = await deployAccountAbstraction({
    rpcUrl: anvil.rpcUrl,
    chain,
    deployerKey: deployer!.privateKey,
  })
  alto = await startAlto({
    rpcUrl: anvil.rpcUrl,
    entryPoint: contracts.entryPoint,
    executorKey: executor!.privateKey,
  })
}, 180_000)

afterAll(async () => {
  await alto?.stop()
  await anvil?.stop()
})

async function freshAccount(): Promise<{ account: SmartAccount; owner: LocalAccount }> {
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toFoyerSmartAccount({
    client,
    contracts,
    owner: owner.address,
    withOwner: (use) => use(owner),
  })
  return { account, owner }
}

async function fund(address: Address, ether: string): Promise<void> {
  const funder = createWalletClient({
    chain: client.chain!,
    transport: http(anvil.rpcUrl),
    account: privateKeyToAccount(devstackAccounts()[2]!.privateKey),
  })
  await client.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: address, value: parseEther(ether) }),
  })
}

function contextOf(account: SmartAccount, approved = true) {
  const approve = vi.fn(async (_request: ApprovalRequest) => approved)
  const context: SmartAccountRpcContext = {
    chain: { id: CHAIN_ID, name: 'Foyer Devnet' },
    client,
    bundlerUrl: alto.url,
    account,
    hostOrigin: 'http://127.0.0.1:5173',
    approve,
  }
  return { context, approve }
}

describe('wallet_sendCalls through the smart account', () => {
  it('sends a batch of two transfers as one user operation that deploys the account', async () => {
    const { account } = await freshAccount()
    await fund(account.address, '1')
    const { context, approve } = contextOf(account)
    const first = privateKeyToAccount(generatePrivateKey()).address
    const second = privateKeyToAccount(generatePrivateKey()).address
    expect(
      await handleSmartAccountRpc('wallet_getCapabilities', [account.address], context),
    ).toEqual({
      [numberToHex(CHAIN_ID)]: {
        atomicBatch: { supported: true },
        atomic: { status: 'supported' },
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
    expect(await client.getBalance({ address: first })).toBe(parseEther('0.01'))
    expect(await client.getBalance({ address: second })).toBe(parseEther('0.02'))
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/)
  }, 120_000)

  it("refuses entries whose 'to' or 'data' does not start with 0x, before any approval", async () => {
    const { account } = await freshAccount()
    const { context, approve } = contextOf(account)
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
    const { context } = contextOf(account, false)
    await expect(
      handleSmartAccountRpc('wallet_sendCalls', [{ calls: [{ to: account.address }] }], context),
    ).rejects.toThrow('User rejected the request.')
    expect(await client.getCode({ address: account.address })).toBeUndefined()
  })
})

describe('signatures of the smart account before deployment (ERC-6492)', () => {
  it('verify with viem and with the SIWX eip155 verifier, and deploy nothing', async () => {
    const { account, owner } = await freshAccount()
    const { context } = contextOf(account)
    const siwx = createSiwx({
      domain: 'app.test',
      uri: 'https://app.test',
      nonce: async () => 'n0nce1234',
    })
    const message = await siwx.createMessage({
      accountAddress: account.address,
      chainId: `eip155:${CHAIN_ID}`,
    })
    const signature = (await handleSmartAccountRpc(
      'personal_sign',
      [message.text, account.address],
      context,
    )) as `0x${string}`
    expect(signature.endsWith('6492'.repeat(16))).toBe(true)
    expect(
      await client.verifyMessage({ address: account.address, message: message.text, signature }),
    ).toBe(true)
    const verifier = eip155Verifier({ rpcUrls: { [CHAIN_ID]: anvil.rpcUrl } })
    expect(await verifier.verify({ data: message.data, message: message.text, signature })).toBe(
      true,
    )
    // The owner's own signature is not the account's before deployment.
    const plain = await owner.signMessage({ message: message.text })
    expect(
      await verifier.verify({ data: message.data, message: message.text, signature: plain }),
    ).toBe(false)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
  }, 60_000)
})

describe('signatures of the smart account after deployment (ERC-1271)', () => {
  it("verify with viem and with the SIWX eip155 verifier; the owner EOA's own signature does not", async () => {
    const { account, owner } = await freshAccount()
    await fund(account.address, '0.1')
    const deployment = createBundlerClient({ client, account, transport: http(alto.url) })
    const deployed = await deployment.waitForUserOperationReceipt({
      hash: await deployment.sendUserOperation({ calls: [{ to: owner.address, value: 1n }] }),
      timeout: 60_000,
    })
    expect(deployed.success).toBe(true)
    const { context } = contextOf(account)
    const siwx = createSiwx({
      domain: 'app.test',
      uri: 'https://app.test',
      nonce: async () => 'n0nce5678',
    })
    const message = await siwx.createMessage({
      accountAddress: account.address,
      chainId: `eip155:${CHAIN_ID}`,
    })
    const signature = (await handleSmartAccountRpc(
      'personal_sign',
      [message.text, account.address],
      context,
    )) as `0x${string}`
    expect(signature.endsWith('6492'.repeat(16))).toBe(false)
    expect(
      await client.verifyMessage({ address: account.address, message: message.text, signature }),
    ).toBe(true)
    const verifier = eip155Verifier({ rpcUrls: { [CHAIN_ID]: anvil.rpcUrl } })
    expect(await verifier.verify({ data: message.data, message: message.text, signature })).toBe(
      true,
    )
    // A signature the owner made as its EOA (for another site, say) is not the account's.
    const plain = await owner.signMessage({ message: message.text })
    expect(
      await verifier.verify({ data: message.data, message: message.text, signature: plain }),
    ).toBe(false)
    expect(
      await client.verifyMessage({
        address: account.address,
        message: message.text,
        signature: plain,
      }),
    ).toBe(false)
  }, 60_000)
})

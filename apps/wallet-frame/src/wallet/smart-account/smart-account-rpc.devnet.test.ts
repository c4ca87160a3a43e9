import { createSiwx } from '@foyer/siwx'
import { eip155Verifier } from '@foyer/siwx/eip155'
import { type Hex, numberToHex, parseEther } from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { handleSmartAccountRpc } from './smart-account-rpc.js'
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

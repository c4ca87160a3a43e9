import {
  createPublicClient,
  createWalletClient,
  custom,
  http,
  parseEther,
  parseGwei,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callJsonRpc } from './json-rpc-client.js'
import { createTestWalletProvider, type TestWalletProvider } from './provider.js'
import { type AnvilNode, startAnvil } from './test-utils/anvil.js'
import { rejectionOf } from './test-utils/recorder.js'

const ACCOUNT_0 = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const RECIPIENT = '0x000000000000000000000000000000000000bEEF'

let anvil: AnvilNode
let provider: TestWalletProvider
beforeAll(async () => {
  anvil = await startAnvil(31337)
  provider = createTestWalletProvider({
    chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Anvil' }],
  })
  await provider.request({ method: 'eth_requestAccounts' })
}, 60_000)
afterAll(() => anvil?.stop())

const walletClient = () => createWalletClient({ account: ACCOUNT_0, transport: custom(provider) })
const publicClient = () => createPublicClient({ transport: http(anvil.rpcUrl) })

describe('personal_sign', () => {
  it('signs text that viem sends as hex, and the signature verifies', async () => {
    const message = 'Welcome to the Foyer'
    const signature = await walletClient().signMessage({ message })
    expect(await verifyMessage({ address: ACCOUNT_0, message, signature })).toBe(true)
  })

  it('signs raw bytes as bytes and plain (non-hex) text as text', async () => {
    const raw = '0xdeadbeef'
    const rawSignature = (await provider.request({
      method: 'personal_sign',
      params: [raw, ACCOUNT_0],
    })) as `0x${string}`
    expect(
      await verifyMessage({ address: ACCOUNT_0, message: { raw }, signature: rawSignature }),
    ).toBe(true)
    const text = 'not hex at all'
    const textSignature = (await provider.request({
      method: 'personal_sign',
      params: [text, ACCOUNT_0],
    })) as `0x${string}`
    expect(
      await verifyMessage({ address: ACCOUNT_0, message: text, signature: textSignature }),
    ).toBe(true)
  })

  it('refuses (4100) to sign for an address that is not the connected account', async () => {
    const other = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
    const refused = await rejectionOf(
      provider.request({ method: 'personal_sign', params: ['0x00', other] }),
    )
    expect(refused.code).toBe(4100)
    expect(refused.message).toContain(other)
  })
})

describe('eth_signTypedData_v4', () => {
  const typedData = {
    domain: {
      name: 'Foyer Mail',
      version: '1',
      chainId: 31337,
      verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
    },
    types: {
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person' },
        { name: 'contents', type: 'string' },
        { name: 'amount', type: 'uint256' },
      ],
    },
    primaryType: 'Mail',
    message: {
      from: { name: 'Ada', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
      to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
      contents: 'Hello, Bob!',
      amount: 10n ** 20n,
    },
  } as const

  it('signs what viem sends (JSON text with bigints as strings), and the signature verifies', async () => {
    const signature = await walletClient().signTypedData(typedData)
    expect(await verifyTypedData({ address: ACCOUNT_0, ...typedData, signature })).toBe(true)
  })

  it('answers -32602 for typed data that is not JSON or misses its primary type', async () => {
    const notJson = await rejectionOf(
      provider.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT_0, '{nope'] }),
    )
    expect(notJson).toMatchObject({ code: -32602 })
    expect(notJson.message).toContain('not valid JSON')
    const missing = await rejectionOf(
      provider.request({
        method: 'eth_signTypedData_v4',
        params: [ACCOUNT_0, { ...typedData, primaryType: 'Letter', message: {} }],
      }),
    )
    expect(missing.code).toBe(-32602)
  })
})

describe('eth_sendTransaction', () => {
  it('fills nonce, gas and fees from the node, signs locally, and moves the funds', async () => {
    const before = await publicClient().getBalance({ address: RECIPIENT })
    const hash = await walletClient().sendTransaction({
      to: RECIPIENT,
      value: parseEther('1.5'),
      chain: null,
    })
    const receipt = await publicClient().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(ACCOUNT_0)
    expect(receipt.type).toBe('eip1559')
    expect(await publicClient().getBalance({ address: RECIPIENT })).toBe(before + parseEther('1.5'))
  })

  it('keeps a legacy gas price and an explicit nonce when the dapp gives them', async () => {
    const nonce = await publicClient().getTransactionCount({
      address: ACCOUNT_0,
      blockTag: 'pending',
    })
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: ACCOUNT_0,
          to: RECIPIENT,
          value: '0x1',
          gasPrice: `0x${parseGwei('3').toString(16)}`,
          nonce: `0x${nonce.toString(16)}`,
        },
      ],
    })) as `0x${string}`
    const transaction = await publicClient().getTransaction({ hash })
    expect(transaction.type).toBe('legacy')
    expect(transaction.gasPrice).toBe(parseGwei('3'))
    expect(transaction.nonce).toBe(nonce)
    expect(transaction.chainId).toBe(31337)
  })

  it('answers -32602 for a transaction meant for another chain or without a from', async () => {
    const otherChain = await rejectionOf(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: ACCOUNT_0, to: RECIPIENT, chainId: '0x1' }],
      }),
    )
    expect(otherChain.code).toBe(-32602)
    expect(otherChain.message).toContain('chain 1')
    const noFrom = await rejectionOf(
      provider.request({ method: 'eth_sendTransaction', params: [{ to: RECIPIENT }] }),
    )
    expect(noFrom).toMatchObject({ code: -32602 })
    expect(noFrom.message).toContain('params.0.from')
  })

  it('passes the node error through with its own code and message', async () => {
    // 0xfe is INVALID: creating a contract with it fails while estimating gas.
    const failing = { from: ACCOUNT_0, data: '0xfe' }
    const fromNode = await rejectionOf(callJsonRpc(anvil.rpcUrl, 'eth_estimateGas', [failing]))
    const fromWallet = await rejectionOf(
      provider.request({ method: 'eth_sendTransaction', params: [failing] }),
    )
    expect(fromWallet).toMatchObject({ code: fromNode.code, message: fromNode.message })
  })
})

import { bitcoinRegtest, type Network } from '@foyer/common'
import type { AdapterEvent } from '@foyer/core'
import { BITCOIN_REGTEST_NETWORK, deriveBitcoinTestAccount } from '@foyer/test-wallet/bitcoin'
import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BitcoinAdapter, createBitcoinAdapter } from './create-bitcoin-adapter.js'
import { MNEMONIC, startBitcoinPage } from './test-utils/bitcoin-page.js'

const keys = deriveBitcoinTestAccount(MNEMONIC, 0)
const other = deriveBitcoinTestAccount(MNEMONIC, 1)
let env: Awaited<ReturnType<typeof startBitcoinPage>>
let network: Network
const events: AdapterEvent[] = []

function newAdapter(options: Parameters<typeof createBitcoinAdapter>[0] = {}): BitcoinAdapter {
  const adapter = createBitcoinAdapter({ discovery: env.page, ...options })
  adapter.setup({ networks: [network], emit: (event) => events.push(event) })
  return adapter
}

beforeAll(async () => {
  env = await startBitcoinPage()
  network = { ...bitcoinRegtest, rpcUrls: { default: { http: [env.chain.esploraUrl] } } }
})
afterAll(() => env.chain.close())

describe('createBitcoinAdapter with the test wallet on the local chain', () => {
  const walletId = 'wallet-standard:Foyer Test Wallet'

  it('discovers the Wallet Standard wallet and connects payment and ordinals accounts', async () => {
    const adapter = newAdapter()
    expect(adapter.getConnectors().map((c) => [c.id, c.type, c.chain])).toEqual([
      [walletId, 'ANNOUNCED', 'bip122'],
    ])
    const result = await adapter.connect({ connectorId: walletId })
    expect(result.caipNetworkId).toBe(bitcoinRegtest.caipNetworkId)
    expect(result.accounts.map((a) => [a.type, a.address])).toEqual([
      ['payment', keys.payment.address],
      ['ordinals', keys.ordinals.address],
    ])
    const balance = await adapter.getBalance!({
      address: keys.payment.address,
      caipNetworkId: bitcoinRegtest.caipNetworkId,
    })
    expect(balance).toEqual({ value: 100_000_000n, decimals: 8, symbol: 'BTC' })
  })

  it('restores the connection silently after a reload, and not after a disconnect', async () => {
    const reloaded = newAdapter()
    const restored = await reloaded.reconnect!({ connectorId: walletId })
    expect(restored?.accounts[0]?.address).toBe(keys.payment.address)
    await reloaded.disconnect()
    const again = newAdapter({ reconnectTimeoutMs: 50 })
    expect(await again.reconnect!({ connectorId: walletId })).toBeUndefined()
  })

  it('signs messages that an independent verifier (bip322-js) accepts', async () => {
    const adapter = newAdapter()
    await adapter.connect({ connectorId: walletId })
    const message = 'Sign in to Foyer'
    for (const address of [keys.payment.address, keys.ordinals.address]) {
      const signature = await adapter.signMessage!({ message, address })
      expect(Verifier.verifySignature(address, message, signature)).toBe(true)
      expect(Verifier.verifySignature(address, 'another message', signature)).toBe(false)
    }
    const ecdsa = await adapter.signMessage!({
      message,
      address: keys.payment.address,
      protocol: 'ecdsa',
    })
    expect(base64.decode(ecdsa)).toHaveLength(65)
    expect(Verifier.verifySignature(keys.payment.address, message, ecdsa)).toBe(true)
  })

  it('refuses through the wallet when the user rejects', async () => {
    const adapter = newAdapter()
    await adapter.connect({ connectorId: walletId })
    await env.controls.setNextDecision('reject')
    await expect(
      adapter.signMessage!({ message: 'no', address: keys.payment.address }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('signs a PSBT whose signatures the ledger verifies, and refuses a double spend unchanged', async () => {
    const adapter = newAdapter()
    await adapter.connect({ connectorId: walletId })
    const [utxo] = env.chain.ledger.utxosOf(keys.ordinals.address)
    const tx = new Transaction()
    tx.addInput({
      txid: utxo!.txid,
      index: utxo!.vout,
      witnessUtxo: { script: keys.ordinals.script, amount: utxo!.value },
      tapInternalKey: keys.ordinals.publicKey,
    })
    tx.addOutputAddress(other.payment.address, utxo!.value - 500n, BITCOIN_REGTEST_NETWORK)
    const psbt = base64.encode(tx.toPSBT())
    const signed = await adapter.signPsbt!({ psbt, signInputs: { [keys.ordinals.address]: [0] } })
    const back = Transaction.fromPSBT(base64.decode(signed.psbt))
    expect(back.getInput(0).tapKeySig).toHaveLength(64)
    back.finalize()
    const rawHex = hex.encode(back.extract())
    expect(env.chain.ledger.submit(rawHex)).toBe(back.id)
    env.chain.ledger.mine()

    // The same input to another output, broadcast by the wallet: refused as a double spend.
    const conflicting = new Transaction()
    conflicting.addInput({
      txid: utxo!.txid,
      index: utxo!.vout,
      witnessUtxo: { script: keys.ordinals.script, amount: utxo!.value },
      tapInternalKey: keys.ordinals.publicKey,
    })
    conflicting.addOutputAddress(keys.payment.address, utxo!.value - 900n, BITCOIN_REGTEST_NETWORK)
    const doubleSpend = base64.encode(conflicting.toPSBT())
    const mempool = env.chain.ledger.mempool
    const tip = env.chain.ledger.tip
    await expect(
      adapter.signPsbt!({
        psbt: doubleSpend,
        signInputs: { [keys.ordinals.address]: [0] },
        broadcast: true,
      }),
    ).rejects.toThrow(/double spend/)
    expect(env.chain.ledger.mempool).toEqual(mempool)
    expect(env.chain.ledger.tip).toBe(tip)

    // A PSBT naming an input it does not have is refused before it reaches the wallet.
    await expect(
      adapter.signPsbt!({ psbt, signInputs: { [keys.ordinals.address]: [3] } }),
    ).rejects.toMatchObject({ details: expect.stringMatching(/Input 3/) })
  })

  it('sends BTC from the payment account; the balance moves with the next block', async () => {
    const adapter = newAdapter()
    await adapter.connect({ connectorId: walletId })
    const balanceOf = async (address: string) =>
      (await adapter.getBalance!({ address, caipNetworkId: bitcoinRegtest.caipNetworkId })).value
    const before = await balanceOf(other.ordinals.address)
    const txid = await adapter.sendTransaction!({
      request: { to: other.ordinals.address, value: 25_000_000n },
      address: keys.payment.address,
    })
    expect(env.chain.ledger.mempool).toContain(txid)
    expect(await balanceOf(other.ordinals.address)).toBe(before)
    env.chain.ledger.mine()
    expect(await balanceOf(other.ordinals.address)).toBe(before + 25_000_000n)
    await expect(
      adapter.sendTransaction!({ request: { to: 'bc1qnotregtest', value: 1n }, address: '' }),
    ).rejects.toMatchObject({ code: 'INVALID_SEND_INPUT' })
  })

  it("quotes the chain's next-block fee rate and a transfer's size, which cover the wallet's fee", async () => {
    const adapter = newAdapter()
    await adapter.connect({ connectorId: walletId })
    // The local chain quotes 3 sat/vB for the next block (BITCOIN_FEE_ESTIMATES).
    const rate = await adapter.getGasPrice!({ caipNetworkId: bitcoinRegtest.caipNetworkId })
    expect(rate).toBe(3n)
    const size = await adapter.estimateGas!({
      request: { to: other.payment.address, value: 0n },
      address: keys.payment.address,
    })
    const txid = await adapter.sendTransaction!({
      request: { to: other.payment.address, value: 1_000n },
      address: keys.payment.address,
    })
    const sent = (await (await fetch(`${env.chain.esploraUrl}/tx/${txid}`)).json()) as {
      fee: number
      weight: number
    }
    // The real transaction is no larger than the estimate (one input, change).
    expect(Math.ceil(sent.weight / 4)).toBeLessThanOrEqual(Number(size))
    expect(BigInt(sent.fee)).toBeLessThanOrEqual(rate * size)
  })

  it('reports new blocks and resolves once a sent transaction is in one', async () => {
    const adapter = newAdapter({ pollIntervalMs: 50 })
    await adapter.connect({ connectorId: walletId })
    const caipNetworkId = bitcoinRegtest.caipNetworkId
    const heights: bigint[] = []
    const stop = adapter.watchBlocks!({ caipNetworkId, onBlock: (height) => heights.push(height) })
    const txid = await adapter.sendTransaction!({
      request: { to: other.payment.address, value: 2_000n },
      address: keys.payment.address,
    })
    const waiting = adapter.waitForTransaction!({ hash: txid, caipNetworkId })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(heights).toEqual([])
    const block = env.chain.ledger.mine()
    expect(await waiting).toEqual({ blockNumber: BigInt(block.height), status: 'success' })
    await expect.poll(() => heights).toEqual([BigInt(block.height)])
    stop()
    env.chain.ledger.mine()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(heights).toHaveLength(1)
    // Waiting stops when the caller gives up.
    const controller = new AbortController()
    const never = adapter.waitForTransaction!({
      hash: 'ab'.repeat(32),
      caipNetworkId,
      signal: controller.signal,
    })
    controller.abort(new Error('gave up'))
    await expect(never).rejects.toThrow('gave up')
  })

  it('works the same through the sats-connect request style', async () => {
    const adapter = newAdapter({
      discovery: false,
      requestProvider: { provider: env.injected.requestProvider, name: 'Request wallet' },
    })
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['bitcoin-request'])
    const result = await adapter.connect({ connectorId: 'bitcoin-request' })
    expect(result.accounts.map((a) => a.type)).toEqual(['payment', 'ordinals'])
    const signature = await adapter.signMessage!({ message: 'hi', address: keys.ordinals.address })
    expect(Verifier.verifySignature(keys.ordinals.address, 'hi', signature)).toBe(true)
    await env.controls.setNextDecision('reject')
    await expect(
      adapter.signMessage!({ message: 'no', address: keys.ordinals.address }),
    ).rejects.toMatchObject({ code: 4001 })
  })
})

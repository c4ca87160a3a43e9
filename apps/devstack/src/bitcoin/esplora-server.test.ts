import { deriveBitcoinTestAccount } from '@foyer/test-wallet/bitcoin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVSTACK_HOST, DEVSTACK_MNEMONIC } from '../constants.js'
import { BITCOIN_FEE_ESTIMATES } from './esplora-server.js'
import { type LocalBitcoin, startLocalBitcoin } from './start-bitcoin.js'
import { signedSpend } from './test-spend.js'

const alice = deriveBitcoinTestAccount(DEVSTACK_MNEMONIC, 0)
const bob = deriveBitcoinTestAccount(DEVSTACK_MNEMONIC, 1)
let chain: LocalBitcoin

beforeAll(async () => {
  chain = await startLocalBitcoin({
    host: DEVSTACK_HOST,
    mnemonic: DEVSTACK_MNEMONIC,
    blockIntervalMs: 0,
  })
})
afterAll(() => chain.close())

async function get(path: string): Promise<Response> {
  return fetch(`${chain.esploraUrl}${path}`)
}

async function confirmedBalance(address: string): Promise<number> {
  const info = (await (await get(`/address/${address}`)).json()) as {
    chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
  }
  return info.chain_stats.funded_txo_sum - info.chain_stats.spent_txo_sum
}

describe('local Bitcoin esplora API', () => {
  it('listens on loopback and answers the tip, fee estimates and CORS', async () => {
    expect(new URL(chain.esploraUrl).hostname).toBe('127.0.0.1')
    const height = await get('/blocks/tip/height')
    expect(await height.text()).toBe('0')
    expect(height.headers.get('access-control-allow-origin')).toBe('*')
    expect(await (await get('/blocks/tip/hash')).text()).toMatch(/^[0-9a-f]{64}$/)
    expect(await (await get('/fee-estimates')).json()).toEqual(BITCOIN_FEE_ESTIMATES)
  })

  it('broadcasts a valid spend, serves it, and moves the balance after the next block', async () => {
    const utxos = (await (await get(`/address/${alice.payment.address}/utxo`)).json()) as {
      txid: string
      vout: number
      value: number
    }[]
    expect(utxos).toHaveLength(2)
    const before = await confirmedBalance(bob.payment.address)
    const spend = signedSpend(
      alice.payment,
      [
        {
          ...utxos[0]!,
          value: BigInt(utxos[0]!.value),
          script: alice.payment.script,
          status: { confirmed: true, block_height: 0, block_hash: '', block_time: 0 },
        },
      ],
      bob.payment.address,
      12_345_678n,
    )
    const broadcast = await fetch(`${chain.esploraUrl}/tx`, { method: 'POST', body: spend.hex })
    expect(broadcast.status).toBe(200)
    expect(await broadcast.text()).toBe(spend.txid)
    expect(await (await get(`/tx/${spend.txid}/hex`)).text()).toBe(spend.hex)
    const tx = (await (await get(`/tx/${spend.txid}`)).json()) as {
      fee: number
      status: { confirmed: boolean }
      vout: { scriptpubkey_address: string; value: number }[]
    }
    expect(tx.status.confirmed).toBe(false)
    expect(tx.fee).toBe(1_000)
    expect(tx.vout[0]).toMatchObject({
      scriptpubkey_address: bob.payment.address,
      value: 12_345_678,
    })
    expect(await confirmedBalance(bob.payment.address)).toBe(before)

    const mined = (await (await fetch(`${chain.esploraUrl}/mine`, { method: 'POST' })).json()) as {
      height: number
      txids: string[]
    }
    expect(mined).toMatchObject({ height: 1, txids: [spend.txid] })
    expect(await confirmedBalance(bob.payment.address)).toBe(before + 12_345_678)
    expect(await (await get(`/tx/${spend.txid}/status`)).json()).toMatchObject({
      confirmed: true,
      block_height: 1,
    })

    // The same outputs again: refused with the reason, nothing changes.
    const again = signedSpend(
      alice.payment,
      [
        {
          ...utxos[0]!,
          value: BigInt(utxos[0]!.value),
          script: alice.payment.script,
          status: { confirmed: false },
        },
      ],
      alice.ordinals.address,
      1_000n,
    )
    const refused = await fetch(`${chain.esploraUrl}/tx`, { method: 'POST', body: again.hex })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toMatch(/double spend/)
    expect((await get(`/tx/${again.txid}`)).status).toBe(404)
    expect(chain.ledger.mempool).toEqual([])
  })

  it('answers bad input with a clear 4xx, never a crash', async () => {
    const garbage = await fetch(`${chain.esploraUrl}/tx`, { method: 'POST', body: 'nothex' })
    expect(garbage.status).toBe(400)
    expect(await garbage.text()).toMatch(/Not a valid transaction/)
    expect((await get('/address/notanaddress')).status).toBe(400)
    expect((await get(`/tx/${'0'.repeat(64)}`)).status).toBe(404)
    expect((await get('/nothing')).status).toBe(404)
    expect(await (await get('/blocks/tip/height')).text()).toBe('1')
  })
})

describe('automatic blocks', () => {
  it('mines a block every interval', async () => {
    const local = await startLocalBitcoin({
      host: DEVSTACK_HOST,
      mnemonic: DEVSTACK_MNEMONIC,
      blockIntervalMs: 100,
    })
    try {
      await new Promise((resolve) => setTimeout(resolve, 450))
      expect(local.ledger.tip.height).toBeGreaterThanOrEqual(2)
    } finally {
      await local.close()
    }
  })
})

import { BITCOIN_REGTEST_NETWORK, deriveBitcoinTestAccount } from '@foyer/test-wallet/bitcoin'
import { Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { MNEMONIC } from '../test-utils/bitcoin-page.js'
import { transferVirtualSize } from './transfer-size.js'

const keys = deriveBitcoinTestAccount(MNEMONIC, 0)

/** The real virtual size of a signed transfer from the payment key to `to` with change. */
function signedSize(to: string): number {
  const tx = new Transaction()
  tx.addInput({
    txid: new Uint8Array(32).fill(7),
    index: 0,
    witnessUtxo: { script: keys.payment.script, amount: 100_000n },
  })
  tx.addOutputAddress(to, 10_000n, BITCOIN_REGTEST_NETWORK)
  tx.addOutputAddress(keys.payment.address, 80_000n, BITCOIN_REGTEST_NETWORK)
  tx.sign(keys.payment.privateKey)
  tx.finalize()
  return tx.vsize
}

describe('transferVirtualSize', () => {
  it('matches a signed P2WPKH → P2WPKH transfer within a vbyte (rounded up)', () => {
    const estimate = Number(transferVirtualSize(keys.payment.address, 'regtest'))
    const real = signedSize(keys.payment.address)
    expect(estimate).toBeGreaterThanOrEqual(real)
    expect(estimate - real).toBeLessThanOrEqual(1)
  })

  it('counts a taproot receiver as the larger output', () => {
    const estimate = Number(transferVirtualSize(keys.ordinals.address, 'regtest'))
    const real = signedSize(keys.ordinals.address)
    expect(estimate).toBeGreaterThanOrEqual(real)
    expect(estimate - real).toBeLessThanOrEqual(1)
    expect(estimate).toBeGreaterThan(Number(transferVirtualSize(keys.payment.address, 'regtest')))
  })

  it('adds 68 vbytes per further input; an address of another network counts as the largest output', () => {
    const one = transferVirtualSize(keys.payment.address, 'regtest')
    expect(transferVirtualSize(keys.payment.address, 'regtest', 3) - one).toBe(136n)
    expect(transferVirtualSize(keys.payment.address, 'mainnet')).toBe(one + 20n)
  })
})

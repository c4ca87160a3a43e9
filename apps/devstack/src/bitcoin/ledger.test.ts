import { BITCOIN_REGTEST_NETWORK, deriveBitcoinTestAccount } from '@foyer/test-wallet/bitcoin'
import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { addressInfo } from './esplora-format.js'
import { BitcoinLedger } from './ledger.js'
import { bitcoinSeeds } from './start-bitcoin.js'
import { signedSpend } from './test-spend.js'
import { BitcoinTxRejected } from './verify-input.js'

const MNEMONIC = 'test test test test test test test test test test test junk'
const alice = deriveBitcoinTestAccount(MNEMONIC, 0)
const bob = deriveBitcoinTestAccount(MNEMONIC, 1)

function freshLedger() {
  return new BitcoinLedger(bitcoinSeeds(MNEMONIC))
}

function snapshot(ledger: BitcoinLedger) {
  return {
    tip: ledger.tip.hash,
    mempool: ledger.mempool,
    alice: ledger.utxosOf(alice.payment.address).map((utxo) => `${utxo.txid}:${utxo.vout}`),
    txs: ledger.allTxs().length,
  }
}

describe('BitcoinLedger', () => {
  it('derives the BIP-84 and BIP-86 regtest addresses and funds them in the genesis block', () => {
    expect(alice.payment.path).toBe("m/84'/1'/0'/0/0")
    expect(alice.ordinals.path).toBe("m/86'/1'/0'/0/0")
    expect(alice.payment.address).toMatch(/^bcrt1q/)
    expect(alice.ordinals.address).toMatch(/^bcrt1p/)
    const ledger = freshLedger()
    expect(ledger.tip.height).toBe(0)
    expect(ledger.utxosOf(alice.payment.address)).toHaveLength(2)
    expect(addressInfo(ledger, alice.ordinals.address).chain_stats.funded_txo_sum).toBe(1e8)
  })

  it('accepts a valid P2WPKH spend and moves the balance once a block is mined', () => {
    const ledger = freshLedger()
    const [utxo] = ledger.utxosOf(alice.payment.address)
    const spend = signedSpend(alice.payment, [utxo!], bob.payment.address, 10_000_000n)
    expect(ledger.submit(spend.hex)).toBe(spend.txid)
    expect(ledger.mempool).toEqual([spend.txid])
    // Before the block the confirmed balance is unchanged; the mempool shows the move.
    expect(addressInfo(ledger, bob.payment.address).chain_stats.funded_txo_sum).toBe(1e8)
    expect(addressInfo(ledger, bob.payment.address).mempool_stats.funded_txo_sum).toBe(1e7)
    const block = ledger.mine()
    expect(block.height).toBe(1)
    expect(block.txids).toEqual([spend.txid])
    const stats = (address: string) => {
      const { chain_stats } = addressInfo(ledger, address)
      return chain_stats.funded_txo_sum - chain_stats.spent_txo_sum
    }
    expect(stats(bob.payment.address)).toBe(110_000_000)
    expect(stats(alice.payment.address)).toBe(100_000_000 - 10_000_000 - 1_000)
    expect(ledger.getTx(spend.txid)?.fee).toBe(1_000n)
  })

  it('accepts a valid P2TR key-path spend', () => {
    const ledger = freshLedger()
    const utxos = ledger.utxosOf(alice.ordinals.address)
    const spend = signedSpend(alice.ordinals, utxos, bob.ordinals.address, 90_000_000n)
    expect(ledger.submit(spend.hex)).toBe(spend.txid)
    ledger.mine()
    expect(ledger.utxosOf(alice.ordinals.address)).toHaveLength(1)
  })

  it('refuses a bad signature and stays unchanged', () => {
    const ledger = freshLedger()
    const [utxo] = ledger.utxosOf(alice.payment.address)
    // Bob's public key in the witness of Alice's output: the key does not match the address.
    const aliceSpend = signedSpend(alice.payment, [utxo!], bob.payment.address, 1_000_000n)
    const wrongKey = aliceSpend.hex.replace(
      hex.encode(alice.payment.publicKey),
      hex.encode(bob.payment.publicKey),
    )
    const before = snapshot(ledger)
    expect(() => ledger.submit(wrongKey)).toThrow(/does not match the address/)
    expect(() => ledger.submit(wrongKey)).toThrow(BitcoinTxRejected)
    // A valid signature over a changed transaction: the output amount is altered after signing.
    const good = signedSpend(alice.payment, [utxo!], bob.payment.address, 1_000_000n).hex
    const tampered = good.replace(
      hex.encode(new Uint8Array([0x40, 0x42, 0x0f, 0, 0, 0, 0, 0])),
      hex.encode(new Uint8Array([0x20, 0xa1, 0x07, 0, 0, 0, 0, 0])),
    )
    expect(tampered).not.toBe(good)
    expect(() => ledger.submit(tampered)).toThrow(/Input 0: invalid signature/)
    // A Schnorr signature with one bit flipped.
    const taproot = signedSpend(
      alice.ordinals,
      ledger.utxosOf(alice.ordinals.address).slice(0, 1),
      bob.payment.address,
      1_000_000n,
    )
    const tx = Transaction.fromRaw(hex.decode(taproot.hex))
    const signature = tx.getInput(0).finalScriptWitness![0]!
    const flipped = taproot.hex.replace(
      hex.encode(signature),
      hex.encode(signature.map((byte, index) => (index === 10 ? byte ^ 1 : byte))),
    )
    expect(() => ledger.submit(flipped)).toThrow(/Input 0: invalid signature/)
    expect(() => ledger.submit('00zz')).toThrow(/Not a valid transaction/)
    expect(snapshot(ledger)).toEqual(before)
  })

  it('refuses a double spend, in the mempool and after mining, and stays unchanged', () => {
    const ledger = freshLedger()
    const [utxo] = ledger.utxosOf(alice.payment.address)
    const first = signedSpend(alice.payment, [utxo!], bob.payment.address, 1_000_000n)
    const second = signedSpend(alice.payment, [utxo!], bob.ordinals.address, 2_000_000n)
    ledger.submit(first.hex)
    const before = snapshot(ledger)
    expect(() => ledger.submit(second.hex)).toThrow(/already spent \(double spend\)/)
    expect(() => ledger.submit(first.hex)).toThrow(/already known/)
    expect(snapshot(ledger)).toEqual(before)
    ledger.mine()
    expect(() => ledger.submit(second.hex)).toThrow(/double spend/)
  })

  it('refuses outputs worth more than the inputs', () => {
    const ledger = freshLedger()
    const [utxo] = ledger.utxosOf(alice.payment.address)
    const tx = new Transaction()
    tx.addInput({ txid: utxo!.txid, index: utxo!.vout })
    tx.addOutputAddress(bob.payment.address, utxo!.value + 1n, BITCOIN_REGTEST_NETWORK)
    expect(() => ledger.submit(hex.encode(tx.unsignedTx))).toThrow(/exceed inputs/)
    expect(ledger.mempool).toEqual([])
  })
})

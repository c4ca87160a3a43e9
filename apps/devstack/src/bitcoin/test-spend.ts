import { BITCOIN_REGTEST_NETWORK, type BitcoinTestKey } from '@foyer/test-wallet/bitcoin'
import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { Utxo } from './ledger.js'

/**
 * Builds and signs (with `@scure/btc-signer`) a transaction spending `utxos` of `key` to
 * `to`, change back to `key`. For tests of the local chain.
 */
export function signedSpend(
  key: BitcoinTestKey,
  utxos: readonly Utxo[],
  to: string,
  amount: bigint,
  fee = 1_000n,
): { hex: string; txid: string } {
  const tx = new Transaction()
  let total = 0n
  for (const utxo of utxos) {
    total += utxo.value
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: key.script, amount: utxo.value },
      ...(key.purpose === 'ordinals' ? { tapInternalKey: key.publicKey } : {}),
    })
  }
  tx.addOutputAddress(to, amount, BITCOIN_REGTEST_NETWORK)
  const change = total - amount - fee
  if (change > 0n) tx.addOutputAddress(key.address, change, BITCOIN_REGTEST_NETWORK)
  tx.sign(key.privateKey)
  tx.finalize()
  return { hex: hex.encode(tx.extract()), txid: tx.id }
}

import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { BitcoinTestKey } from './keys.js'

/** Which inputs to sign with which of the wallet's addresses. */
export interface PsbtSignInputs {
  /** Address → input indexes it signs. */
  [address: string]: readonly number[]
}

/**
 * Signs the listed inputs of a base64 PSBT with the wallet's keys (P2WPKH with the payment
 * key, P2TR key path with the ordinals key) and returns the PSBT; with `finalize`, the signed
 * inputs are finalized too. Throws if an address is not the wallet's or an input cannot be
 * signed by it.
 */
export function signPsbtInputs(
  psbtBase64: string,
  keys: readonly BitcoinTestKey[],
  signInputs: PsbtSignInputs,
  finalize: boolean,
): { tx: Transaction; psbt: string } {
  const tx = Transaction.fromPSBT(base64.decode(psbtBase64))
  for (const [address, indexes] of Object.entries(signInputs)) {
    const key = keys.find((candidate) => candidate.address === address)
    if (!key) throw new Error(`${address} is not an address of this wallet`)
    for (const index of indexes) {
      if (!Number.isInteger(index) || index < 0 || index >= tx.inputsLength) {
        throw new Error(`The PSBT has no input ${index}`)
      }
      if (key.purpose === 'ordinals' && !tx.getInput(index).tapInternalKey) {
        tx.updateInput(index, { tapInternalKey: key.publicKey })
      }
      if (!tx.signIdx(key.privateKey, index)) {
        throw new Error(`Input ${index} cannot be signed by ${address}`)
      }
      if (finalize) tx.finalizeIdx(index)
    }
  }
  return { tx, psbt: base64.encode(tx.toPSBT()) }
}

import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { OutScript, SigHash, type Transaction } from '@scure/btc-signer'

/** The output an input spends: its script and amount in satoshis. */
export interface PrevOut {
  script: Uint8Array
  value: bigint
}

/** Why a transaction is refused; its message is what the broadcast answers. */
export class BitcoinTxRejected extends Error {
  override readonly name = 'BitcoinTxRejected'
}

const VALID_SIGHASHES = new Set<number>([
  SigHash.ALL,
  SigHash.NONE,
  SigHash.SINGLE,
  SigHash.ALL_ANYONECANPAY,
  SigHash.NONE_ANYONECANPAY,
  SigHash.SINGLE_ANYONECANPAY,
])

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/**
 * Checks input `index` of `tx` against the outputs it spends: the witness must satisfy the
 * spent script. Supports P2WPKH (ECDSA, BIP-143) and P2TR key-path spends (Schnorr, BIP-341);
 * any other script is refused as unsupported. Throws {@link BitcoinTxRejected}.
 */
export function verifyInput(tx: Transaction, index: number, prevOuts: readonly PrevOut[]): void {
  const input = tx.getInput(index)
  const prevOut = prevOuts[index]!
  const witness = input.finalScriptWitness ?? []
  if (input.finalScriptSig && input.finalScriptSig.length > 0) {
    throw new BitcoinTxRejected(`Input ${index}: a segwit spend must have an empty scriptSig`)
  }
  const decoded = OutScript.decode(prevOut.script)
  if (decoded.type === 'wpkh') {
    verifyP2wpkh(tx, index, prevOut, decoded.hash, witness)
  } else if (decoded.type === 'tr') {
    verifyP2trKeyPath(tx, index, prevOuts, decoded.pubkey, witness)
  } else {
    throw new BitcoinTxRejected(
      `Input ${index}: spending a ${decoded.type} output is not supported (P2WPKH and P2TR only)`,
    )
  }
}

function verifyP2wpkh(
  tx: Transaction,
  index: number,
  prevOut: PrevOut,
  hash: Uint8Array,
  witness: readonly Uint8Array[],
): void {
  if (witness.length !== 2) {
    throw new BitcoinTxRejected(`Input ${index}: a P2WPKH witness has a signature and a key`)
  }
  const [signature, publicKey] = witness as [Uint8Array, Uint8Array]
  if (publicKey.length !== 33) {
    throw new BitcoinTxRejected(`Input ${index}: the public key must be compressed`)
  }
  if (!equalBytes(ripemd160(sha256(publicKey)), hash)) {
    throw new BitcoinTxRejected(`Input ${index}: the public key does not match the address`)
  }
  if (signature.length < 9) throw new BitcoinTxRejected(`Input ${index}: bad signature`)
  const hashType = signature[signature.length - 1]!
  if (!VALID_SIGHASHES.has(hashType)) {
    throw new BitcoinTxRejected(`Input ${index}: unknown sighash type ${hashType}`)
  }
  const scriptCode = OutScript.encode({ type: 'pkh', hash })
  const digest = tx.preimageWitnessV0(index, scriptCode, hashType, prevOut.value)
  let valid = false
  try {
    const der = signature.subarray(0, -1)
    valid = secp256k1.verify(der, digest, publicKey, { prehash: false, lowS: true, format: 'der' })
  } catch {
    valid = false
  }
  if (!valid) throw new BitcoinTxRejected(`Input ${index}: invalid signature`)
}

function verifyP2trKeyPath(
  tx: Transaction,
  index: number,
  prevOuts: readonly PrevOut[],
  outputKey: Uint8Array,
  witness: readonly Uint8Array[],
): void {
  if (witness.length !== 1) {
    throw new BitcoinTxRejected(
      `Input ${index}: only P2TR key-path spends (one signature) are supported`,
    )
  }
  const signature = witness[0]!
  let hashType: number = SigHash.DEFAULT
  if (signature.length === 65) {
    hashType = signature[64]!
    if (hashType === SigHash.DEFAULT || !VALID_SIGHASHES.has(hashType)) {
      throw new BitcoinTxRejected(`Input ${index}: bad sighash type ${hashType}`)
    }
  } else if (signature.length !== 64) {
    throw new BitcoinTxRejected(`Input ${index}: a Schnorr signature has 64 or 65 bytes`)
  }
  const digest = tx.preimageWitnessV1(
    index,
    prevOuts.map((prevOut) => prevOut.script),
    hashType,
    prevOuts.map((prevOut) => prevOut.value),
  )
  let valid = false
  try {
    valid = schnorr.verify(signature.subarray(0, 64), digest, outputKey)
  } catch {
    valid = false
  }
  if (!valid) throw new BitcoinTxRejected(`Input ${index}: invalid signature`)
}

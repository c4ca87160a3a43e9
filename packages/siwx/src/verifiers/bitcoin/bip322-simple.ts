import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { OutScript, RawWitness, Script, SigHash, Transaction } from '@scure/btc-signer'
import { hash160, sameBytes, taggedHash } from './hash.js'
import type { DecodedOutput } from './networks.js'

/**
 * The two virtual transactions of BIP-322 for a message and the output script that signs it:
 * `to_spend` commits to the message hash and pays the script; `to_sign` spends it to an
 * OP_RETURN output. The signature is `to_sign`'s witness.
 */
function virtualToSign(message: Uint8Array, script: Uint8Array): Transaction {
  const messageHash = taggedHash('BIP0322-signed-message', message)
  const toSpend = new Transaction({
    version: 0,
    allowUnknownOutputs: true,
    disableScriptCheck: true,
  })
  // The output first: btc-signer refuses outputs after a finalized input.
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', messageHash]),
  })
  const toSign = new Transaction({
    version: 0,
    allowUnknownOutputs: true,
    disableScriptCheck: true,
  })
  toSign.addInput({ txid: toSpend.id, index: 0, sequence: 0, witnessUtxo: { script, amount: 0n } })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return toSign
}

/** A witness as the BIP-322 "simple" signature encodes it, or undefined when malformed. */
function decodeWitness(signature: Uint8Array): Uint8Array[] | undefined {
  try {
    return RawWitness.decode(signature)
  } catch {
    return undefined
  }
}

/**
 * Checks a segwit v0 key-hash witness `[DER signature ‖ SIGHASH_ALL, compressed key]`: the
 * key must hash to `keyHash` and the signature must sign `to_sign` (BIP-143, script code of
 * P2PKH, amount 0). Low-S and strict DER are required, as for standard transactions.
 */
function verifyKeyHashWitness(
  witness: Uint8Array[],
  keyHash: Uint8Array,
  toSign: Transaction,
): boolean {
  if (witness.length !== 2) return false
  const [signature, publicKey] = witness as [Uint8Array, Uint8Array]
  if (publicKey.length !== 33 || !sameBytes(hash160(publicKey), keyHash)) return false
  if (signature.length < 9 || signature.at(-1) !== SigHash.ALL) return false
  const scriptCode = OutScript.encode({ type: 'pkh', hash: keyHash })
  const digest = toSign.preimageWitnessV0(0, scriptCode, SigHash.ALL, 0n)
  try {
    const parsed = secp256k1.Signature.fromDER(signature.subarray(0, -1))
    return secp256k1.verify(parsed.toBytes('compact'), digest, publicKey, {
      prehash: false,
      lowS: true,
      format: 'compact',
    })
  } catch {
    return false
  }
}

/**
 * Checks a taproot key-path witness `[schnorr signature]` (64 bytes for SIGHASH_DEFAULT, or
 * 65 ending in SIGHASH_ALL) against the output key the address commits to (BIP-341 sighash).
 */
function verifyTaprootWitness(
  witness: Uint8Array[],
  outputKey: Uint8Array,
  script: Uint8Array,
  toSign: Transaction,
): boolean {
  if (witness.length !== 1) return false
  const signature = witness[0] as Uint8Array
  let hashType: number
  if (signature.length === 64) hashType = SigHash.DEFAULT
  else if (signature.length === 65 && signature[64] === SigHash.ALL) hashType = SigHash.ALL
  else return false
  const digest = toSign.preimageWitnessV1(0, [script], hashType, [0n])
  try {
    return schnorr.verify(signature.subarray(0, 64), digest, outputKey)
  } catch {
    return false
  }
}

/**
 * Verifies a BIP-322 "simple" signature (the base64-decoded witness of `to_sign`) of
 * `message` by the output an address pays to. Supported: P2WPKH, P2SH-wrapped P2WPKH and
 * P2TR key path; any other output (P2PKH, scripts) is refused — those sign with the legacy
 * format or BIP-322 "full", which this does not accept.
 */
export function verifyBip322Simple(
  message: Uint8Array,
  output: DecodedOutput,
  script: Uint8Array,
  signature: Uint8Array,
): boolean {
  const witness = decodeWitness(signature)
  if (!witness) return false
  const toSign = virtualToSign(message, script)
  switch (output.type) {
    case 'wpkh':
      return verifyKeyHashWitness(witness, output.hash, toSign)
    case 'sh': {
      // P2SH-P2WPKH: the redeem script is the P2WPKH program of the witness's key.
      const publicKey = witness[1]
      if (witness.length !== 2 || !publicKey) return false
      const keyHash = hash160(publicKey)
      const redeemScript = OutScript.encode({ type: 'wpkh', hash: keyHash })
      if (!sameBytes(hash160(redeemScript), output.hash)) return false
      return verifyKeyHashWitness(witness, keyHash, toSign)
    }
    case 'tr':
      return verifyTaprootWitness(witness, output.pubkey, script, toSign)
    default:
      return false
  }
}

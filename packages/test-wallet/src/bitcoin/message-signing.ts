import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base64, hex } from '@scure/base'
import { RawWitness, Script, Transaction } from '@scure/btc-signer'
import type { BitcoinTestKey } from './keys.js'

/** The message-signing protocols the test wallet speaks. */
export type BitcoinMessageProtocol = 'bip322' | 'ecdsa'

const encoder = new TextEncoder()

function taggedHash(tag: string, message: Uint8Array): Uint8Array {
  const tagHash = sha256(encoder.encode(tag))
  return sha256(new Uint8Array([...tagHash, ...tagHash, ...message]))
}

function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return new Uint8Array([length])
  if (length <= 0xffff) return new Uint8Array([0xfd, length & 0xff, length >> 8])
  return new Uint8Array([0xfe, ...new Uint8Array(new Uint32Array([length]).buffer)])
}

/**
 * A BIP-322 "simple" signature of `message` by `key` (P2WPKH or P2TR key path): the witness
 * of the virtual `to_sign` transaction spending `to_spend`, base64 encoded.
 */
export function signBip322(key: BitcoinTestKey, message: string): string {
  const messageHash = taggedHash('BIP0322-signed-message', encoder.encode(message))
  const toSpend = new Transaction({
    version: 0,
    allowUnknownOutputs: true,
    disableScriptCheck: true,
  })
  toSpend.addOutput({ script: key.script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', messageHash]),
  })
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: key.script, amount: 0n },
    ...(key.purpose === 'ordinals' ? { tapInternalKey: key.publicKey } : {}),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(key.privateKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: no witness')
  return base64.encode(RawWitness.encode(witness))
}

/**
 * A legacy ECDSA message signature (the "Bitcoin Signed Message" format, BIP-137 header for a
 * native segwit key), base64 encoded. Payment (P2WPKH) keys only.
 */
export function signEcdsaMessage(key: BitcoinTestKey, message: string): string {
  if (key.purpose !== 'payment') {
    throw new Error('ECDSA message signing needs the payment (P2WPKH) key')
  }
  const prefix = encoder.encode('\x18Bitcoin Signed Message:\n')
  const body = encoder.encode(message)
  const digest = sha256(sha256(new Uint8Array([...prefix, ...compactSize(body.length), ...body])))
  const signature = secp256k1.sign(digest, key.privateKey, { prehash: false, lowS: true })
  // BIP-137: 39 + recovery id marks a P2WPKH (bech32) address.
  const header = 39 + signature.recovery
  return base64.encode(new Uint8Array([header, ...hex.decode(signature.toCompactHex())]))
}

import { ed25519 } from '@noble/curves/ed25519'
import type { SolanaTestKey } from './keys.js'

/** A shortvec (compact-u16) at `offset`: its value and the offset after it. */
function readShortVec(bytes: Uint8Array, offset: number): { value: number; next: number } {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw new Error('Transaction ends inside a length')
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return { value, next: offset + i + 1 }
  }
  throw new Error('Transaction length is too long')
}

/** The parts of a wire transaction a signer needs. */
export interface ParsedSolanaTransaction {
  /** Offset of the first 64-byte signature slot. */
  signaturesOffset: number
  signatureCount: number
  /** The signed bytes: the message. */
  message: Uint8Array
  /** The public keys that must sign, in signature-slot order. */
  signers: Uint8Array[]
}

/**
 * Reads a serialized Solana transaction (legacy or versioned): its signature slots, the
 * message and the signer keys the message's header names. Throws on anything malformed.
 */
export function parseSolanaTransaction(bytes: Uint8Array): ParsedSolanaTransaction {
  const { value: signatureCount, next } = readShortVec(bytes, 0)
  const messageOffset = next + signatureCount * 64
  const message = bytes.subarray(messageOffset)
  if (message.length < 4) throw new Error('Transaction has no message')
  const versioned = (message[0]! & 0x80) !== 0
  if (versioned && (message[0]! & 0x7f) !== 0) throw new Error('Unsupported transaction version')
  const header = versioned ? 1 : 0
  const requiredSignatures = message[header]!
  const { value: keyCount, next: keysOffset } = readShortVec(message, header + 3)
  if (requiredSignatures !== signatureCount || requiredSignatures > keyCount) {
    throw new Error('Transaction signature count does not match its message')
  }
  if (keysOffset + keyCount * 32 > message.length) throw new Error('Transaction keys truncated')
  const signers = Array.from({ length: requiredSignatures }, (_, i) =>
    message.subarray(keysOffset + i * 32, keysOffset + (i + 1) * 32),
  )
  return { signaturesOffset: next, signatureCount, message, signers }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/**
 * Signs a serialized transaction with `key` in the slot of its public key; other slots are
 * kept. Returns the signed transaction and the signature. Throws when `key` is not a signer.
 */
export function signSolanaTransaction(
  bytes: Uint8Array,
  key: SolanaTestKey,
): { signed: Uint8Array; signature: Uint8Array } {
  const parsed = parseSolanaTransaction(bytes)
  const slot = parsed.signers.findIndex((signer) => sameBytes(signer, key.publicKey))
  if (slot < 0) throw new Error(`${key.address} is not a signer of this transaction`)
  const signature = ed25519.sign(parsed.message, key.privateKey)
  const signed = new Uint8Array(bytes)
  signed.set(signature, parsed.signaturesOffset + slot * 64)
  return { signed, signature }
}

import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'

/** RIPEMD-160 of SHA-256: the hash in P2PKH, P2WPKH and P2SH outputs. */
export function hash160(data: Uint8Array): Uint8Array {
  return ripemd160(sha256(data))
}

/** Double SHA-256, as Bitcoin hashes transactions and legacy signed messages. */
export function sha256d(data: Uint8Array): Uint8Array {
  return sha256(sha256(data))
}

/** BIP-340 tagged hash: SHA-256(SHA-256(tag) ‖ SHA-256(tag) ‖ data). */
export function taggedHash(tag: string, data: Uint8Array): Uint8Array {
  const tagHash = sha256(new TextEncoder().encode(tag))
  const joined = new Uint8Array(64 + data.length)
  joined.set(tagHash, 0)
  joined.set(tagHash, 32)
  joined.set(data, 64)
  return sha256(joined)
}

/** Whether two byte arrays hold the same bytes. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

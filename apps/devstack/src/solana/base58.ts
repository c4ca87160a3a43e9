import { base58 } from '@scure/base'

/** Base58 (Bitcoin alphabet), as Solana writes keys, signatures and hashes. */
export function encodeBase58(bytes: Uint8Array): string {
  return base58.encode(bytes)
}

/** The bytes of a base58 string; throws on a character outside the alphabet. */
export function decodeBase58(text: string): Uint8Array {
  return base58.decode(text)
}

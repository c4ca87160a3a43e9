import { ed25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'

/**
 * The embedded wallet's Solana key, derived from the user's EVM key (the one secret the
 * custody shares rebuild):
 *
 *   seed = HKDF-SHA-256(ikm = EVM private key (32 bytes), salt = SOLANA_KEY_SALT,
 *                       info = SOLANA_KEY_INFO, length = 32)
 *   Solana key = the ed25519 key of that seed (RFC 8032); address = base58(public key).
 *
 * Deterministic (the same shares give the same address on every device), one per wallet (so
 * per user and per project, as the EVM key is), and one-way: the Solana key, exported or
 * leaked, says nothing about the EVM key. The apps/wallet-frame README says why not SLIP-0010.
 */
export const SOLANA_KEY_SALT = new TextEncoder().encode('foyer embedded wallet')
/** The HKDF info string: names Foyer, Solana, the curve and the scheme's version. */
export const SOLANA_KEY_INFO = new TextEncoder().encode('foyer/solana/ed25519/v1')

/** The 32-byte ed25519 seed of the wallet whose EVM key is `evmKey`. The caller zeroes it. */
export function deriveSolanaSeed(evmKey: Uint8Array): Uint8Array {
  if (evmKey.length !== 32) throw new Error('The EVM key must be 32 bytes')
  return hkdf(sha256, evmKey, SOLANA_KEY_SALT, SOLANA_KEY_INFO, 32)
}

/** The base58 Solana address (ed25519 public key) of a seed. */
export function solanaAddressOfSeed(seed: Uint8Array): string {
  return base58.encode(ed25519.getPublicKey(seed))
}

/** A Solana signer whose seed exists only while `use` runs. */
export type SolanaSigner = {
  /** The base58 address. */
  address: string
  /** The 32-byte public key. */
  publicKey: Uint8Array
  /** An ed25519 signature (64 bytes) of `message`. */
  sign(message: Uint8Array): Uint8Array
}

/**
 * Runs `use` with the Solana signer of `evmKey`; the seed is zeroed when `use` settles (the
 * caller still owns and zeroes `evmKey`). The signer stops working afterwards.
 */
export async function withSolanaSeed<T>(
  evmKey: Uint8Array,
  use: (signer: SolanaSigner) => Promise<T>,
): Promise<T> {
  const seed = deriveSolanaSeed(evmKey)
  let live = true
  try {
    const publicKey = ed25519.getPublicKey(seed)
    return await use({
      address: base58.encode(publicKey),
      publicKey,
      sign: (message) => {
        if (!live) throw new Error('The Solana key is gone')
        return ed25519.sign(message, seed)
      },
    })
  } finally {
    live = false
    seed.fill(0)
  }
}

/**
 * The Solana secret key as Phantom and Solflare import it (base58 of seed ‖ public key), for
 * the export popup only: the one place it becomes a string.
 */
export function solanaSecretKeyText(evmKey: Uint8Array): string {
  const seed = deriveSolanaSeed(evmKey)
  const secret = new Uint8Array(64)
  try {
    secret.set(seed)
    secret.set(ed25519.getPublicKey(seed), 32)
    return base58.encode(secret)
  } finally {
    seed.fill(0)
    secret.fill(0)
  }
}

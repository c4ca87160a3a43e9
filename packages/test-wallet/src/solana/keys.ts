import { ed25519 } from '@noble/curves/ed25519'
import { hmac } from '@noble/hashes/hmac'
import { sha512 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'
import { mnemonicToSeedSync } from '@scure/bip39'

/** One Solana key of the test wallet. Test keys only: never for real funds. */
export interface SolanaTestKey {
  /** SLIP-0010 path: `m/44'/501'/<index>'/0'`, as Phantom, Solflare and the Solana CLI use. */
  path: string
  /** The base58 address (the public key). */
  address: string
  /** The 32-byte ed25519 public key. */
  publicKey: Uint8Array
  /** The 32-byte ed25519 private seed. */
  privateKey: Uint8Array
}

const HARDENED = 0x80000000
const encoder = new TextEncoder()

/** The Solana path of account `index`: `m/44'/501'/<index>'/0'` (every level hardened). */
export function solanaTestPath(index: number): string {
  return `m/44'/501'/${index}'/0'`
}

/** The 32-byte ed25519 seed at a hardened-only `path` under a BIP-39 seed (SLIP-0010). */
export function deriveEd25519Key(bip39Seed: Uint8Array, path: string): Uint8Array {
  const [root, ...levels] = path.split('/')
  if (root !== 'm') throw new Error(`Not a derivation path: ${path}`)
  let digest = hmac(sha512, encoder.encode('ed25519 seed'), bip39Seed)
  for (const level of levels) {
    const match = /^(\d+)'$/.exec(level)
    if (!match) throw new Error(`ed25519 derives hardened levels only: ${level} in ${path}`)
    const data = new Uint8Array(37)
    data.set(digest.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, (Number(match[1]) + HARDENED) >>> 0)
    digest = hmac(sha512, digest.subarray(32), data)
  }
  return digest.slice(0, 32)
}

/** Derives the Solana key of account `index` from a BIP-39 mnemonic (no passphrase). */
export function deriveSolanaTestKey(mnemonic: string, index = 0): SolanaTestKey {
  const path = solanaTestPath(index)
  const privateKey = deriveEd25519Key(mnemonicToSeedSync(mnemonic), path)
  const publicKey = ed25519.getPublicKey(privateKey)
  return { path, address: base58.encode(publicKey), publicKey, privateKey }
}

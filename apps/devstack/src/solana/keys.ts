import { createHmac, pbkdf2Sync } from 'node:crypto'
import { Keypair } from '@solana/web3.js'

const HARDENED = 0x80000000

/**
 * The Solana path of account `index`, as Phantom, Solflare and the Solana CLI derive it:
 * `m/44'/501'/<index>'/0'` (every level hardened, as ed25519 requires).
 */
export function solanaDerivationPath(index: number): string {
  return `m/44'/501'/${index}'/0'`
}

/**
 * The 32-byte ed25519 seed at `path` (hardened levels only) under a BIP-39 seed, by SLIP-0010.
 */
export function deriveEd25519Seed(bip39Seed: Uint8Array, path: string): Uint8Array {
  const levels = path.split('/')
  if (levels[0] !== 'm') throw new Error(`Not a derivation path: ${path}`)
  let digest = createHmac('sha512', 'ed25519 seed').update(bip39Seed).digest()
  for (const level of levels.slice(1)) {
    const match = /^(\d+)'$/.exec(level)
    if (!match) throw new Error(`ed25519 derives hardened levels only: ${level} in ${path}`)
    const data = Buffer.alloc(37)
    digest.copy(data, 1, 0, 32)
    data.writeUInt32BE((Number(match[1]) + HARDENED) >>> 0, 33)
    digest = createHmac('sha512', digest.subarray(32)).update(data).digest()
  }
  return new Uint8Array(digest.subarray(0, 32))
}

/** The Solana keypairs `0..count-1` of a BIP-39 mnemonic (no passphrase). */
export function solanaKeypairs(mnemonic: string, count: number): Keypair[] {
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  return Array.from({ length: count }, (_, index) =>
    Keypair.fromSeed(deriveEd25519Seed(seed, solanaDerivationPath(index))),
  )
}

import { createPrivateKey, createPublicKey, hkdfSync, verify } from 'node:crypto'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { addressOfKey } from './local-signer.js'
import {
  deriveSolanaSeed,
  SOLANA_KEY_INFO,
  SOLANA_KEY_SALT,
  solanaAddressOfSeed,
  solanaSecretKeyText,
  withSolanaSeed,
} from './solana-key.js'
import { createWalletShares, enrolDevice, revealKeys, withSolanaSigner } from './wallet-keys.js'

/** The ed25519 public key of a 32-byte seed, by Node's own crypto (PKCS#8 with the seed). */
function nodePublicKey(seed: Uint8Array): Uint8Array {
  const pkcs8 = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed])
  const key = createPublicKey(createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }))
  return new Uint8Array(key.export({ format: 'der', type: 'spki' }).subarray(12))
}

describe('the Solana key (HKDF-SHA-256 over the EVM key, ed25519)', () => {
  it('is the documented scheme: pinned vector, checked against Node crypto', () => {
    const evmKey = new Uint8Array(32).fill(1)
    const seed = deriveSolanaSeed(evmKey)
    const expected = hkdfSync('sha256', evmKey, SOLANA_KEY_SALT, SOLANA_KEY_INFO, 32)
    expect(Buffer.from(seed).toString('hex')).toBe(Buffer.from(expected).toString('hex'))
    expect(Buffer.from(seed).toString('hex')).toBe(
      '4605881c2f2374e6bdeec4aaef8fd62d2025a04ad75448a016e151ea4dff3683',
    )
    expect(solanaAddressOfSeed(seed)).toBe('A2yWaCLwB2VDjQ9M3P2xNQpjAo8MihshNz268vHbDZyg')
    expect(base58.encode(nodePublicKey(seed))).toBe(solanaAddressOfSeed(seed))
    expect(new TextDecoder().decode(SOLANA_KEY_INFO)).toMatch(/foyer.*solana/i)
  })

  it('is not the EVM key, and differs for every wallet', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 20; i++) {
      const key = crypto.getRandomValues(new Uint8Array(32))
      const seed = deriveSolanaSeed(key)
      expect(Buffer.from(seed).equals(Buffer.from(key))).toBe(false)
      seen.add(solanaAddressOfSeed(seed))
    }
    expect(seen.size).toBe(20)
  })

  it('every pair of shares (any device, the recovery pair) gives the same Solana address', async () => {
    const wallet = createWalletShares()
    const second = enrolDevice(wallet.recoveryAuth, wallet.recovery, wallet.address)
    const addresses = await Promise.all(
      [
        [wallet.device, wallet.auth],
        [second.device, second.auth],
        [wallet.recoveryAuth, wallet.recovery],
      ].map(([a, b]) => withSolanaSigner(a!, b!, wallet.address, async (signer) => signer.address)),
    )
    expect(new Set(addresses).size).toBe(1)
    expect(addresses[0]).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })

  it('signs ed25519 (Node verifies); the signer is dead and the seed zeroed afterwards', async () => {
    const key = crypto.getRandomValues(new Uint8Array(32))
    const message = new TextEncoder().encode('hello solana')
    let kept: ((m: Uint8Array) => Uint8Array) | undefined
    const { signature, publicKey } = await withSolanaSeed(key, async (signer) => {
      kept = signer.sign
      return { signature: signer.sign(message), publicKey: signer.publicKey }
    })
    const pub = createPublicKey({
      key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), publicKey]),
      format: 'der',
      type: 'spki',
    })
    expect(verify(null, message, pub, signature)).toBe(true)
    expect(() => kept?.(message)).toThrow('The Solana key is gone')
  })

  it('the export text is seed ‖ public key in base58 (what Phantom imports)', () => {
    const key = new Uint8Array(32).fill(1)
    const secret = base58.decode(solanaSecretKeyText(key))
    expect(secret).toHaveLength(64)
    expect(base58.encode(secret.subarray(32))).toBe('A2yWaCLwB2VDjQ9M3P2xNQpjAo8MihshNz268vHbDZyg')
    // The EVM key is not in it, in any form the export shows.
    expect(Buffer.from(secret).includes(Buffer.from(key))).toBe(false)
    expect(addressOfKey(key)).not.toBe(base58.encode(secret.subarray(32)))
  })

  it('the export (after its step-up) shows both keys, each for the account it controls', async () => {
    const wallet = createWalletShares()
    const reveal = revealKeys(wallet.device, wallet.auth, wallet.address)
    const solana = await withSolanaSigner(
      wallet.device,
      wallet.auth,
      wallet.address,
      async (s) => s.address,
    )
    expect(reveal.address).toBe(wallet.address)
    expect(addressOfKey(Buffer.from(reveal.privateKey.slice(2), 'hex'))).toBe(wallet.address)
    expect(reveal.solanaAddress).toBe(solana)
    expect(base58.encode(base58.decode(reveal.solanaSecretKey).subarray(32))).toBe(solana)
  })
})

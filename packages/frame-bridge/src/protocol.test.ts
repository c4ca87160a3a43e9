import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { frameUserSchema } from './protocol.js'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const base58 = {
  encode(bytes: Uint8Array): string {
    let value = BigInt(`0x0${Buffer.from(bytes).toString('hex')}`)
    let out = ''
    while (value > 0n) {
      out = ALPHABET[Number(value % 58n)] + out
      value /= 58n
    }
    for (const byte of bytes) {
      if (byte !== 0) break
      out = `1${out}`
    }
    return out
  },
}

/** An ed25519 key pair's raw seed and public key, by Node's crypto. */
function ed25519Pair(): { seed: Uint8Array; publicKey: Uint8Array } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  return {
    seed: new Uint8Array(privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(16)),
    publicKey: new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(12)),
  }
}

const user = {
  address: '0x000000000000000000000000000000000000dEaD',
  chainId: 1,
  email: 'ada@example.com',
  username: null,
  socialProvider: null,
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}

describe('the frame user: a Solana address, never a Solana key', () => {
  const { seed, publicKey } = ed25519Pair()

  it('carries the base58 public key', () => {
    const solanaAddress = base58.encode(publicKey)
    expect(frameUserSchema.parse({ ...user, solanaAddress }).solanaAddress).toBe(solanaAddress)
    expect(frameUserSchema.parse(user).solanaAddress).toBeUndefined()
  })

  it('attack: a secret key (seed ‖ public key, or the seed) cannot ride on it, nor beside it', () => {
    const secret = new Uint8Array([...seed, ...publicKey])
    for (const solanaAddress of [base58.encode(secret), Buffer.from(seed).toString('hex')]) {
      expect(frameUserSchema.safeParse({ ...user, solanaAddress }).success).toBe(false)
    }
    expect(
      frameUserSchema.safeParse({ ...user, solanaSecretKey: base58.encode(secret) }).success,
    ).toBe(false)
  })
})

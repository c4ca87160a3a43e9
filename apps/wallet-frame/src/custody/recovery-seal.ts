import { hkdf } from '@noble/hashes/hkdf'
import { scryptAsync } from '@noble/hashes/scrypt'
import { sha256 } from '@noble/hashes/sha2'
import { base64urlnopad } from '@scure/base'
import type { Address } from 'viem'
import type { Share } from './shamir.js'
import { shareBytes, shareFromBytes } from './share-codec.js'

/**
 * The user's half of the recovery pair, sealed in the frame before it leaves: AES-256-GCM
 * (WebCrypto) under a key only the user can make — from the recovery password through scrypt,
 * or from the passkey's PRF output through HKDF. The auth service stores the sealed text and
 * cannot open it. Text forms (base64url): `s1.scrypt.<logN>.<r>.<p>.<salt>.<iv>.<ciphertext>`
 * and `s1.prf.<salt>.<iv>.<ciphertext>`. The additional data binds a seal to its wallet's
 * address: a seal moved to another wallet does not open.
 */

/** scrypt cost: N = 2^17, r = 8, p = 1 (128 MiB and about a second per guess). */
export const SCRYPT_COST = { logN: 17, r: 8, p: 1 } as const

/** The message when a seal does not open (wrong password or passkey, or altered). */
export const WRONG_RECOVERY_SECRET = 'That recovery password does not open this wallet'

/** Gives the 32-byte PRF output of the user's passkey for `salt` (see `passkey/prf.ts`). */
export type PrfSecret = (salt: Uint8Array) => Promise<Uint8Array>

const additionalData = (address: Address) =>
  new TextEncoder().encode(`foyer recovery share|${address.toLowerCase()}`)

async function aesKey(raw: Uint8Array): Promise<CryptoKey> {
  try {
    return await crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, 'AES-GCM', false, [
      'encrypt',
      'decrypt',
    ])
  } finally {
    raw.fill(0)
  }
}

async function passwordKey(
  password: string,
  salt: Uint8Array,
  cost: { logN: number; r: number; p: number },
): Promise<CryptoKey> {
  const derived = await scryptAsync(password.normalize('NFKC'), salt, {
    N: 2 ** cost.logN,
    r: cost.r,
    p: cost.p,
    dkLen: 32,
    maxmem: 2 ** 31,
  })
  return aesKey(derived)
}

async function prfKey(prf: PrfSecret, salt: Uint8Array): Promise<CryptoKey> {
  const output = await prf(salt)
  if (output.length !== 32) throw new Error('The passkey gave no usable secret')
  try {
    return await aesKey(hkdf(sha256, output, salt, 'foyer recovery share v1', 32))
  } finally {
    output.fill(0)
  }
}

async function encrypt(key: CryptoKey, share: Share, address: Address): Promise<string[]> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const plain = shareBytes(share)
  try {
    const sealed = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: additionalData(address) },
      key,
      plain as Uint8Array<ArrayBuffer>,
    )
    return [base64urlnopad.encode(iv), base64urlnopad.encode(new Uint8Array(sealed))]
  } finally {
    plain.fill(0)
  }
}

async function decrypt(key: CryptoKey, iv: string, body: string, address: Address): Promise<Share> {
  let plain: ArrayBuffer
  try {
    plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: base64urlnopad.decode(iv) as Uint8Array<ArrayBuffer>,
        additionalData: additionalData(address),
      },
      key,
      base64urlnopad.decode(body) as Uint8Array<ArrayBuffer>,
    )
  } catch {
    throw new Error(WRONG_RECOVERY_SECRET)
  }
  const bytes = new Uint8Array(plain)
  try {
    return shareFromBytes(bytes)
  } finally {
    bytes.fill(0)
  }
}

/** Seals `share` under a key from `password` (random salt, {@link SCRYPT_COST}). */
export async function sealWithPassword(
  share: Share,
  password: string,
  address: Address,
): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const key = await passwordKey(password, salt, SCRYPT_COST)
  const { logN, r, p } = SCRYPT_COST
  const body = await encrypt(key, share, address)
  return ['s1', 'scrypt', logN, r, p, base64urlnopad.encode(salt), ...body].join('.')
}

/** Seals `share` under a key from the passkey's PRF output for a random salt. */
export async function sealWithPasskey(
  share: Share,
  prf: PrfSecret,
  address: Address,
): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(32))
  const key = await prfKey(prf, salt)
  return ['s1', 'prf', base64urlnopad.encode(salt), ...(await encrypt(key, share, address))].join(
    '.',
  )
}

/** What a sealed text needs to open: which kind, parsed. */
export type SealKind = 'password' | 'passkey'

/** Which secret opens `sealed`, or undefined when it is not a seal (an operator-mode share). */
export function sealKind(sealed: string): SealKind | undefined {
  if (sealed.startsWith('s1.scrypt.')) return 'password'
  if (sealed.startsWith('s1.prf.')) return 'passkey'
  return undefined
}

/**
 * Opens a password seal.
 *
 * @throws {Error} {@link WRONG_RECOVERY_SECRET} for a wrong password or an altered seal.
 */
export async function openWithPassword(
  sealed: string,
  password: string,
  address: Address,
): Promise<Share> {
  const parts = sealed.split('.')
  if (parts.length !== 8 || parts[0] !== 's1' || parts[1] !== 'scrypt') {
    throw new Error('Invalid recovery share')
  }
  const [logN, r, p] = parts.slice(2, 5).map(Number) as [number, number, number]
  // A seal whose cost was raised past what a browser can do is refused, not run.
  if (!(logN >= 10 && logN <= 20 && r >= 1 && r <= 32 && p >= 1 && p <= 4)) {
    throw new Error('Invalid recovery share')
  }
  const key = await passwordKey(password, base64urlnopad.decode(parts[5] as string), {
    logN,
    r,
    p,
  })
  return decrypt(key, parts[6] as string, parts[7] as string, address)
}

/**
 * Opens a passkey seal with the passkey's PRF output.
 *
 * @throws {Error} {@link WRONG_RECOVERY_SECRET} for another passkey or an altered seal.
 */
export async function openWithPasskey(
  sealed: string,
  prf: PrfSecret,
  address: Address,
): Promise<Share> {
  const parts = sealed.split('.')
  if (parts.length !== 5 || parts[0] !== 's1' || parts[1] !== 'prf') {
    throw new Error('Invalid recovery share')
  }
  const key = await prfKey(prf, base64urlnopad.decode(parts[2] as string))
  return decrypt(key, parts[3] as string, parts[4] as string, address)
}

import { z } from 'zod'
import type { CustodyMode } from '../options.js'

/**
 * What the frame sends as the user's recovery share, by custody mode. In `operator` mode it is
 * the share itself (base64), which the service encrypts under its recovery key. In `password`
 * and `passkey` modes it is sealed in the frame before it leaves (the service never sees the
 * share): `s1.scrypt.<logN>.<r>.<p>.<salt>.<iv>.<ciphertext>` (a key from the recovery
 * password) or `s1.prf.<salt>.<iv>.<ciphertext>` (a key from the passkey's PRF output), all
 * base64url. The service checks the form only: it cannot open it.
 */

const b64url = (minBytes: number, maxBytes: number) =>
  `[A-Za-z0-9_-]{${Math.ceil((minBytes * 4) / 3)},${Math.ceil((maxBytes * 4) / 3)}}`

/** A 2-byte-headed 32-byte share (34 bytes) plus the 16-byte AES-GCM tag. */
const SEALED_BODY = `(${b64url(16, 64)})\\.(${b64url(12, 12)})\\.(${b64url(50, 50)})`

const SCRYPT = new RegExp(`^s1\\.scrypt\\.(\\d{2})\\.(\\d{1,2})\\.(\\d{1,2})\\.${SEALED_BODY}$`)
const PRF = new RegExp(`^s1\\.prf\\.${SEALED_BODY}$`)

/** Weakest scrypt the service stores: N = 2^17, r = 8, p = 1 (about 128 MiB per guess). */
export const MIN_SCRYPT = { logN: 17, r: 8, p: 1 } as const

const plainShare = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[A-Za-z0-9+/_-]+={0,2}$/, 'must be base64')

const sealedWithPassword = z
  .string()
  .max(4096)
  .refine((text) => {
    const match = SCRYPT.exec(text)
    if (!match) return false
    const [logN, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])]
    return logN >= MIN_SCRYPT.logN && logN <= 20 && r >= MIN_SCRYPT.r && r <= 32 && p >= 1
  }, `must be sealed with a recovery password (s1.scrypt, N ≥ 2^${MIN_SCRYPT.logN}, r ≥ ${MIN_SCRYPT.r})`)

const sealedWithPasskey = z
  .string()
  .max(4096)
  .regex(PRF, 'must be sealed with the passkey (s1.prf)')

/** The schema of the recovery share a wallet of `mode` is created with. */
export function recoveryShareSchema(mode: CustodyMode): z.ZodType<string> {
  if (mode === 'password') return sealedWithPassword
  if (mode === 'passkey') return sealedWithPasskey
  return plainShare
}

/** A share the service keeps in the clear (auth shares, the recovery pair's server half). */
export const serverShareSchema = plainShare

import { base64 } from '@scure/base'
import * as z from 'zod/mini'
import type { Share } from './shamir.js'

/** Version byte of the share encoding. */
const SHARE_VERSION = 1
/** A share of a 32-byte EVM key: version, x, 32 y bytes. */
const ENCODED_LENGTH = 34

/** The binary form of a share: [version, x, y…]. The caller zeroes it. */
export function shareBytes(share: Share): Uint8Array {
  const bytes = new Uint8Array(2 + share.y.length)
  bytes[0] = SHARE_VERSION
  bytes[1] = share.x
  bytes.set(share.y, 2)
  return bytes
}

/**
 * A share from its binary form.
 *
 * @throws {Error} 'Invalid key share' when it is not a version-1 share of a 32-byte key.
 */
export function shareFromBytes(bytes: Uint8Array): Share {
  const x = bytes[1] ?? 0
  if (bytes.length !== ENCODED_LENGTH || bytes[0] !== SHARE_VERSION || x < 1) {
    throw new Error('Invalid key share')
  }
  return { x, y: bytes.slice(2) }
}

/** The text form of a share for the auth server: base64 of [version, x, y…]. */
export function encodeShare(share: Share): string {
  const bytes = shareBytes(share)
  const text = base64.encode(bytes)
  bytes.fill(0)
  return text
}

/** A share in its text form, checked: base64, right length and version, x in 1..255. */
export const encodedShareSchema = z.string().check(z.regex(/^[A-Za-z0-9+/]{44,48}={0,2}$/))

/**
 * Parses a share's text form.
 *
 * @throws {Error} 'Invalid key share' when it is not a version-1 share of a 32-byte key.
 */
export function decodeShare(text: unknown): Share {
  const parsed = encodedShareSchema.safeParse(text)
  if (!parsed.success) throw new Error('Invalid key share')
  let bytes: Uint8Array
  try {
    bytes = base64.decode(parsed.data)
  } catch {
    throw new Error('Invalid key share')
  }
  try {
    return shareFromBytes(bytes)
  } finally {
    bytes.fill(0)
  }
}

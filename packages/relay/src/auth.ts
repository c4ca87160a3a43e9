import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'
import { z } from 'zod'

/** The outcome of checking a client's auth JWT. */
export type AuthResult =
  | { readonly ok: true; readonly clientId: string }
  | { readonly ok: false; readonly reason: string }

/** How {@link verifyRelayAuth} checks claims. */
export interface AuthCheck {
  /** If set, `aud` must equal one of these (a trailing `/` is ignored on both sides). */
  readonly audience?: readonly string[] | undefined
  readonly clockSkewSeconds: number
  /** Longest accepted lifetime: `exp − iat`, and `exp` counted from now. Unlimited if unset. */
  readonly maxLifetimeSeconds?: number | undefined
  /** Milliseconds since the epoch. */
  readonly now: number
}

const MAX_TOKEN_LENGTH = 4096

const claimsSchema = z.object({
  iss: z.string().startsWith('did:key:'),
  sub: z.string(),
  aud: z.string(),
  iat: z.number(),
  exp: z.number(),
})

/**
 * Verifies a WalletConnect client auth token: an EdDSA JWT whose issuer is the client's
 * did:key, signed by that key (`verifyJWT` of `@walletconnect/relay-auth`), not expired and
 * not issued in the future. On success returns the client id (the issuer did:key).
 */
export async function verifyRelayAuth(token: string, check: AuthCheck): Promise<AuthResult> {
  if (token.length > MAX_TOKEN_LENGTH) return reject('auth token is too long')
  let claims: unknown
  try {
    claims = decodeJWT(token).payload
    if (!(await verifyJWT(token))) return reject('invalid JWT signature')
  } catch (error) {
    return reject(`malformed JWT (${error instanceof Error ? error.message : 'unreadable'})`)
  }
  const parsed = claimsSchema.safeParse(claims)
  if (!parsed.success) return reject('JWT claims must include iss, sub, aud, iat and exp')
  const { iss, aud, iat, exp } = parsed.data
  const nowSeconds = check.now / 1000
  if (exp <= nowSeconds - check.clockSkewSeconds) return reject('JWT has expired')
  if (iat > nowSeconds + check.clockSkewSeconds) return reject('JWT is not yet valid')
  const maxLifetime = check.maxLifetimeSeconds ?? Number.POSITIVE_INFINITY
  if (exp - iat > maxLifetime || exp > nowSeconds + maxLifetime + check.clockSkewSeconds) {
    return reject(`JWT lifetime exceeds ${maxLifetime} seconds`)
  }
  if (check.audience && !check.audience.some((url) => sameUrl(url, aud))) {
    return reject('JWT audience does not match this relay')
  }
  return { ok: true, clientId: iss }
}

function reject(reason: string): AuthResult {
  return { ok: false, reason: `Unauthorized: ${reason}` }
}

function sameUrl(a: string, b: string): boolean {
  return a.replace(/\/+$/, '') === b.replace(/\/+$/, '')
}

import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { calculateJwkThumbprint, EmbeddedJWK, type JWK, jwtVerify } from 'jose'
import type { AuthContext } from '../api/context.js'
import { HttpError } from '../http/http-error.js'

/**
 * DPoP (RFC 9449) proofs of possession of the wallet frame's key. The frame holds a
 * non-extractable P-256 key; every request it makes carries a `DPoP` header: a JWT with
 * header `typ: dpop+jwt`, `alg: ES256` and the public `jwk`, and claims `htm`, `htu`, `iat`,
 * `jti` (and `ath` when an access token is sent). Logins are started with the key's RFC 7638
 * thumbprint (`jkt`) and only a proof of that key redeems them; sessions carry `cnf.jkt`.
 */

/** How far a proof's `iat` may be from the server's clock, either way. */
export const DPOP_MAX_SKEW_MS = 60_000
/** The thumbprint of a P-256 key (base64url SHA-256: 43 characters). */
export const JKT_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** 401 'Invalid DPoP proof' (with why, when it helps the frame's developer). */
export function invalidProof(reason?: string): HttpError {
  return new HttpError(401, reason ? `Invalid DPoP proof: ${reason}` : 'Invalid DPoP proof')
}

/** 401: the proof is valid but made with another key than the login or session's. */
export function wrongProofKey(): HttpError {
  return new HttpError(401, 'Invalid DPoP proof: not the key this login was started with')
}

/** base64url SHA-256 of an access token, as a proof's `ath` claim carries it. */
export function accessTokenHash(token: string): string {
  return createHash('sha256').update(token, 'ascii').digest('base64url')
}

/**
 * Verifies the request's DPoP proof and records its `jti` (a replay is refused); returns the
 * key's thumbprint. With `accessToken`, the proof must carry its hash (`ath`).
 *
 * @throws {HttpError} 401 'Missing DPoP proof' or 'Invalid DPoP proof: …'.
 */
export async function verifyDpopProof(
  context: AuthContext,
  req: IncomingMessage,
  url: URL,
  accessToken?: string,
): Promise<string> {
  const header = req.headers.dpop
  if (header === undefined) throw new HttpError(401, 'Missing DPoP proof')
  if (typeof header !== 'string' || header.length > 4096 || header.includes(',')) {
    throw invalidProof('one DPoP header with one proof')
  }
  let payload: Record<string, unknown>
  let jwk: JWK
  try {
    const verified = await jwtVerify(header, EmbeddedJWK, {
      typ: 'dpop+jwt',
      algorithms: ['ES256'],
      currentDate: new Date(context.now()),
    })
    payload = verified.payload
    jwk = verified.protectedHeader.jwk as JWK
  } catch {
    throw invalidProof('bad signature, typ, alg or jwk')
  }
  if (payload.htm !== (req.method ?? 'GET')) throw invalidProof('htm is not this method')
  if (!sameTarget(payload.htu, `${context.publicUrl()}${url.pathname}`)) {
    throw invalidProof('htu is not this URL')
  }
  const iat = typeof payload.iat === 'number' ? payload.iat * 1000 : Number.NaN
  if (!(Math.abs(iat - context.now()) <= DPOP_MAX_SKEW_MS)) {
    throw invalidProof('iat is not within a minute of now')
  }
  if (accessToken !== undefined && payload.ath !== accessTokenHash(accessToken)) {
    throw invalidProof('ath is not the hash of this access token')
  }
  const jti = payload.jti
  if (typeof jti !== 'string' || jti.length < 16 || jti.length > 200) {
    throw invalidProof('jti must be 16 to 200 characters')
  }
  const jkt = await calculateJwkThumbprint(jwk, 'sha256')
  const fresh = await context.storage.dpopProofs.remember(
    `${jkt}:${jti}`,
    iat + 2 * DPOP_MAX_SKEW_MS,
    context.now(),
  )
  if (!fresh) throw invalidProof('this proof was already used')
  return jkt
}

/** Whether `htu` names `expected`, ignoring its query and fragment (RFC 9449 §4.3). */
function sameTarget(htu: unknown, expected: string): boolean {
  if (typeof htu !== 'string') return false
  try {
    const given = new URL(htu)
    const want = new URL(expected)
    return given.origin === want.origin && given.pathname === want.pathname
  } catch {
    return false
  }
}

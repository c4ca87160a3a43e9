import { randomUUID } from 'node:crypto'
import {
  type CryptoKey,
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  jwtVerify,
  SignJWT,
} from 'jose'
import type { SecretsStore } from '../storage/secrets-store.js'

/** Access tokens live 15 minutes. */
export const ACCESS_TOKEN_TTL_MS = 15 * 60_000
/** Refresh tokens live 30 days (each is used once: rotation). */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000

const ALGORITHM = 'ES256'
const ISSUER = 'foyer-auth-server'

/** The signing key's secret name; `keys rotate` moves it to {@link PREVIOUS_SIGNING_KEY_SECRET}. */
export const SIGNING_KEY_SECRET = 'session-signing-jwk'
/** The key before the last rotation: still verifies the tokens it signed until they expire. */
export const PREVIOUS_SIGNING_KEY_SECRET = 'session-signing-jwk-previous'

/** A new signing key, as the JSON JWK kept in the database. */
export async function newSigningJwk(): Promise<string> {
  const { privateKey } = await generateKeyPair(ALGORITHM, { extractable: true })
  return JSON.stringify(await exportJWK(privateKey))
}

/** A verification key and its id (the RFC 7638 thumbprint, sent as the tokens' `kid`). */
interface VerificationKey {
  kid: string
  key: CryptoKey
}

async function verificationKey(jwkText: string): Promise<VerificationKey> {
  const { d: _secret, ...publicJwk } = JSON.parse(jwkText) as JWK
  return {
    kid: await calculateJwkThumbprint(publicJwk),
    key: (await importJWK(publicJwk, ALGORITHM)) as CryptoKey,
  }
}

/** Claims of a verified token. */
export interface TokenClaims {
  userId: string
  familyId: string
  /** Thumbprint of the frame key the session is bound to (`cnf.jkt`, RFC 9449). */
  jkt: string
  /** Refresh tokens only. */
  jti?: string
}

/**
 * Signs and verifies session JWTs with one ES256 key kept in the database; the key before the
 * last rotation (`keys rotate`) still verifies what it signed.
 */
export class SessionTokens {
  private constructor(
    private readonly privateKey: CryptoKey,
    private readonly current: VerificationKey,
    private readonly previous: VerificationKey | undefined,
    private readonly now: () => number,
  ) {}

  /** Loads the signing key (made on first start) and the previous one from `secrets`. */
  static async load(secrets: SecretsStore, now: () => number): Promise<SessionTokens> {
    const text = await secrets.getOrCreate(SIGNING_KEY_SECRET, newSigningJwk)
    const privateKey = (await importJWK(JSON.parse(text) as JWK, ALGORITHM)) as CryptoKey
    const previous = await secrets.get(PREVIOUS_SIGNING_KEY_SECRET)
    return new SessionTokens(
      privateKey,
      await verificationKey(text),
      previous === undefined ? undefined : await verificationKey(previous),
      now,
    )
  }

  /** The key that signed a token with `kid`: tokens without one predate rotation support. */
  private keyFor(kid: string | undefined): CryptoKey {
    if (kid === this.current.kid || !this.previous) return this.current.key
    return this.previous.key
  }

  /** A signed access token for the family's user, bound to the key `jkt`. */
  access(userId: string, familyId: string, jkt: string): Promise<string> {
    return this.sign({ typ: 'access', sid: familyId, cnf: { jkt } }, userId, ACCESS_TOKEN_TTL_MS)
  }

  /** A signed refresh token with a fresh id (record it before handing it out). */
  async refresh(
    userId: string,
    familyId: string,
    jkt: string,
  ): Promise<{ token: string; jti: string; expiresAt: number }> {
    const jti = randomUUID()
    const token = await this.sign(
      { typ: 'refresh', sid: familyId, cnf: { jkt } },
      userId,
      REFRESH_TOKEN_TTL_MS,
      jti,
    )
    return { token, jti, expiresAt: this.now() + REFRESH_TOKEN_TTL_MS }
  }

  /** The claims of a valid token of `kind`, or undefined (bad signature, expired, wrong kind). */
  async verify(token: string, kind: 'access' | 'refresh'): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, (header) => this.keyFor(header.kid), {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        currentDate: new Date(this.now()),
      })
      const jkt = (payload.cnf as { jkt?: unknown } | undefined)?.jkt
      if (
        payload.typ !== kind ||
        typeof payload.sub !== 'string' ||
        typeof payload.sid !== 'string' ||
        typeof jkt !== 'string'
      ) {
        return undefined
      }
      if (kind === 'refresh' && typeof payload.jti !== 'string') return undefined
      return {
        userId: payload.sub,
        familyId: payload.sid,
        jkt,
        ...(typeof payload.jti === 'string' ? { jti: payload.jti } : {}),
      }
    } catch {
      return undefined
    }
  }

  private sign(claims: Record<string, unknown>, subject: string, ttlMs: number, jti?: string) {
    const issuedAt = Math.floor(this.now() / 1000)
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid: this.current.kid })
      .setIssuer(ISSUER)
      .setSubject(subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + Math.floor(ttlMs / 1000))
    if (jti) jwt.setJti(jti)
    return jwt.sign(this.privateKey)
  }
}

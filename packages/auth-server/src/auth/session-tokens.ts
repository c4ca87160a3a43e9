import { randomUUID } from 'node:crypto'
import {
  type CryptoKey,
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

/** Claims of a verified token. */
export interface TokenClaims {
  userId: string
  familyId: string
  /** Thumbprint of the frame key the session is bound to (`cnf.jkt`, RFC 9449). */
  jkt: string
  /** Refresh tokens only. */
  jti?: string
}

/** Signs and verifies session JWTs with one ES256 key kept in the database. */
export class SessionTokens {
  private constructor(
    private readonly privateKey: CryptoKey,
    private readonly publicKey: CryptoKey,
    private readonly now: () => number,
  ) {}

  /** Loads the signing key (made on first start) from `secrets`. */
  static async load(secrets: SecretsStore, now: () => number): Promise<SessionTokens> {
    const text = await secrets.getOrCreate('session-signing-jwk', async () => {
      const { privateKey } = await generateKeyPair(ALGORITHM, { extractable: true })
      return JSON.stringify(await exportJWK(privateKey))
    })
    const jwk = JSON.parse(text) as JWK
    const privateKey = (await importJWK(jwk, ALGORITHM)) as CryptoKey
    const { d: _secret, ...publicJwk } = jwk
    const publicKey = (await importJWK(publicJwk, ALGORITHM)) as CryptoKey
    return new SessionTokens(privateKey, publicKey, now)
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
      const { payload } = await jwtVerify(token, this.publicKey, {
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
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + Math.floor(ttlMs / 1000))
    if (jti) jwt.setJti(jti)
    return jwt.sign(this.privateKey)
  }
}

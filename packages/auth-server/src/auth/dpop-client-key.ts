import { randomUUID } from 'node:crypto'
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'
import { accessTokenHash } from './dpop.js'

/** What a caller may bend in one proof (a test playing an attacker). */
export interface ProofOverrides {
  htm?: string
  htu?: string
  /** Seconds since the epoch. */
  iat?: number
  jti?: string
  /** The access token whose hash goes in `ath` (default: the one sent). */
  ath?: string
}

/**
 * A DPoP key as the wallet frame holds one (ES256, P-256), signing RFC 9449 proofs the way
 * the frame's auth client does: for Node clients of the auth service (tests that speak as the
 * frame, or, with another key, as an attacker holding a copied code or token).
 */
export class DpopClientKey {
  private constructor(
    private readonly privateKey: CryptoKey,
    private readonly publicJwk: JWK,
    /** The key's RFC 7638 thumbprint. */
    readonly jkt: string,
  ) {}

  static async create(): Promise<DpopClientKey> {
    const { privateKey, publicKey } = await generateKeyPair('ES256')
    const publicJwk = await exportJWK(publicKey)
    return new DpopClientKey(privateKey, publicJwk, await calculateJwkThumbprint(publicJwk))
  }

  /** A proof for `method` on `url` (query dropped), at `nowMs`. */
  proof(
    method: string,
    url: string,
    nowMs: number,
    accessToken?: string,
    overrides: ProofOverrides = {},
  ): Promise<string> {
    const target = new URL(url)
    const ath = overrides.ath ?? accessToken
    return new SignJWT({
      htm: overrides.htm ?? method,
      htu: overrides.htu ?? `${target.origin}${target.pathname}`,
      jti: overrides.jti ?? randomUUID(),
      ...(ath ? { ath: accessTokenHash(ath) } : {}),
    })
      .setProtectedHeader({ typ: 'dpop+jwt', alg: 'ES256', jwk: this.publicJwk })
      .setIssuedAt(overrides.iat ?? Math.floor(nowMs / 1000))
      .sign(this.privateKey)
  }
}

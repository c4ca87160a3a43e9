import { createHmac, randomBytes, randomInt } from 'node:crypto'

/** A fresh 6-digit code from the CSPRNG (leading zeros kept). */
export function newSixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/** A fresh unguessable token (256 bits, base64url): login codes, state, PKCE verifier. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Keyed hash of a code: what the database keeps instead of the code. */
export function hashCode(pepper: string, scope: string, code: string): string {
  return createHmac('sha256', pepper).update(`${scope}\0${code}`).digest('base64url')
}

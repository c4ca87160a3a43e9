import { gfDiv, gfMul } from './gf256.js'

/**
 * Shamir secret sharing over GF(256), byte by byte: each byte of the secret is the constant
 * term of its own random polynomial of degree `threshold - 1`; a share is the x coordinate
 * (1..255) and the polynomials' values at x. Any `threshold` shares give the secret back;
 * fewer give no information about it.
 */

/** One share: its x coordinate and one y byte per secret byte. */
export type Share = { x: number; y: Uint8Array }

/** Fills `bytes` with cryptographically strong random values. */
export type RandomFill = (bytes: Uint8Array) => Uint8Array

const defaultRandom: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes)

/**
 * Splits `secret` into one share per x in `xs` (distinct, 1..255), `threshold` of which are
 * needed to rebuild it. The random coefficients are zeroed before returning.
 */
export function splitSecret(
  secret: Uint8Array,
  threshold: number,
  xs: readonly number[],
  random: RandomFill = defaultRandom,
): Share[] {
  if (!Number.isInteger(threshold) || threshold < 2) throw new RangeError('threshold must be ≥ 2')
  if (xs.length < threshold) throw new RangeError('fewer shares than the threshold')
  assertDistinctXs(xs)
  const coefficients = random(new Uint8Array((threshold - 1) * secret.length))
  const shares = xs.map((x) => ({ x, y: new Uint8Array(secret.length) }))
  for (let i = 0; i < secret.length; i++) {
    for (const share of shares) {
      // Horner: a_{k-1} x^{k-1} + … + a_1 x + secret
      let value = 0
      for (let c = threshold - 2; c >= 0; c--) {
        value = gfMul(value ^ (coefficients[c * secret.length + i] as number), share.x)
      }
      share.y[i] = value ^ (secret[i] as number)
    }
  }
  coefficients.fill(0)
  return shares
}

/**
 * The value at `x` of the polynomials through `shares` (Lagrange interpolation): at x = 0 the
 * secret, elsewhere a new share of the same secret. Needs exactly `threshold` shares.
 */
export function interpolateAt(shares: readonly Share[], x: number): Uint8Array {
  if (shares.length < 2) throw new RangeError('need at least two shares')
  assertDistinctXs(shares.map((s) => s.x))
  const length = shares[0]?.y.length ?? 0
  if (shares.some((s) => s.y.length !== length)) throw new RangeError('shares differ in length')
  const weights = shares.map((share, j) => {
    let weight = 1
    shares.forEach((other, m) => {
      if (m !== j) weight = gfMul(weight, gfDiv(x ^ other.x, share.x ^ other.x))
    })
    return weight
  })
  const out = new Uint8Array(length)
  for (let i = 0; i < length; i++) {
    let value = 0
    shares.forEach((share, j) => {
      value ^= gfMul(share.y[i] as number, weights[j] as number)
    })
    out[i] = value
  }
  return out
}

/** Rebuilds the secret from `threshold` shares. */
export function combineShares(shares: readonly Share[]): Uint8Array {
  return interpolateAt(shares, 0)
}

function assertDistinctXs(xs: readonly number[]): void {
  const seen = new Set<number>()
  for (const x of xs) {
    if (!Number.isInteger(x) || x < 1 || x > 255) throw new RangeError('share x must be 1..255')
    if (seen.has(x)) throw new RangeError('share x values must be distinct')
    seen.add(x)
  }
}

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { gfDiv, gfMul } from './gf256.js'
import { combineShares, interpolateAt, type Share, splitSecret } from './shamir.js'

const secret32 = fc.uint8Array({ minLength: 32, maxLength: 32 })

describe('GF(256)', () => {
  it('multiplies like the AES field (known products) and divides back', () => {
    expect(gfMul(0x57, 0x83)).toBe(0xc1) // FIPS-197 §4.2
    expect(gfMul(0x57, 0x13)).toBe(0xfe)
    for (let a = 0; a < 256; a++) {
      for (let b = 1; b < 256; b++) expect(gfDiv(gfMul(a, b), b)).toBe(a)
    }
  })
})

describe('Shamir 2-of-3', () => {
  it('any two of the three shares rebuild the secret (property)', () => {
    fc.assert(
      fc.property(
        secret32,
        fc.constantFrom([0, 1], [0, 2], [1, 2], [1, 0], [2, 0], [2, 1]),
        (secret, pick) => {
          const shares = splitSecret(secret, 2, [1, 2, 3])
          const chosen = pick.map((i) => shares[i] as Share)
          expect(combineShares(chosen)).toEqual(secret)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('a share made later at a new x works with either stored share (new device share)', () => {
    fc.assert(
      fc.property(secret32, fc.integer({ min: 4, max: 255 }), (secret, x) => {
        const [, auth, recovery] = splitSecret(secret, 2, [1, 2, 3]) as [Share, Share, Share]
        const fresh: Share = { x, y: interpolateAt([auth, recovery], x) }
        expect(combineShares([fresh, auth])).toEqual(secret)
        expect(combineShares([fresh, recovery])).toEqual(secret)
      }),
      { numRuns: 200 },
    )
  })

  it('one share says nothing: over every coefficient, each share byte takes each value exactly once, whatever the secret', () => {
    for (const secretByte of [0x00, 0x01, 0x7f, 0xff]) {
      for (const x of [1, 2, 3, 200]) {
        const counts = new Uint16Array(256)
        for (let coefficient = 0; coefficient < 256; coefficient++) {
          const [share] = splitSecret(Uint8Array.of(secretByte), 2, [x, x === 1 ? 2 : 1], (bytes) =>
            bytes.fill(coefficient),
          )
          counts[(share as Share).y[0] as number]! += 1
        }
        expect([...counts].every((n) => n === 1)).toBe(true)
      }
    }
  })

  it('one share with real randomness is uniform for very different secrets (chi-square, p > 0.001)', () => {
    const samples = 256 * 40
    for (const secretByte of [0x00, 0xff]) {
      const counts = new Array<number>(256).fill(0)
      for (let i = 0; i < samples; i++) {
        const [share] = splitSecret(Uint8Array.of(secretByte), 2, [1, 2, 3])
        counts[(share as Share).y[0] as number]! += 1
      }
      const expected = samples / 256
      const chi = counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0)
      expect(chi).toBeLessThan(330.5) // 255 degrees of freedom, p = 0.001
    }
  })

  it('a wrong share gives a different secret (detected later by the address check)', () => {
    const a = splitSecret(new Uint8Array(32).fill(7), 2, [1, 2, 3])
    const b = splitSecret(new Uint8Array(32).fill(9), 2, [1, 2, 3])
    expect(combineShares([a[0] as Share, b[1] as Share])).not.toEqual(new Uint8Array(32).fill(7))
  })

  it('refuses bad parameters and zeroes its random coefficients', () => {
    expect(() => splitSecret(new Uint8Array(1), 1, [1, 2])).toThrow('threshold')
    expect(() => splitSecret(new Uint8Array(1), 2, [1, 1])).toThrow('distinct')
    expect(() => splitSecret(new Uint8Array(1), 2, [0, 1])).toThrow('1..255')
    expect(() => combineShares([{ x: 1, y: new Uint8Array(1) }])).toThrow('two shares')
    let coefficients: Uint8Array | undefined
    splitSecret(new Uint8Array(4).fill(1), 2, [1, 2], (bytes) => {
      coefficients = bytes
      return bytes.fill(0xaa)
    })
    expect(coefficients?.every((b) => b === 0)).toBe(true)
  })
})

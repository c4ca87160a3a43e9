import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { accountNameSchema, isValidAccountName } from './account-name.js'
import { chainIdToCoinType } from './coin-type.js'

describe('chainIdToCoinType (ENSIP-11, SPEC §5)', () => {
  it('is 60 for Ethereum mainnet and (0x80000000 | chainId) >>> 0 otherwise', () => {
    expect(chainIdToCoinType(1)).toBe(60)
    expect(chainIdToCoinType(10)).toBe(2147483658)
    expect(chainIdToCoinType(137)).toBe(2147483785)
    expect(chainIdToCoinType(8453)).toBe(2147492101)
    expect(chainIdToCoinType(0)).toBe(2147483648)
    expect(chainIdToCoinType(2147483647)).toBe(4294967295)
  })

  it('throws at 2147483648 and above, and for non-integers', () => {
    for (const chainId of [2147483648, 2 ** 40, -1, 1.5, Number.NaN]) {
      expect(() => chainIdToCoinType(chainId)).toThrow(
        expect.objectContaining({ code: 'CHAIN_ID_OUT_OF_RANGE' }),
      )
    }
  })

  it('maps every allowed chain id to a coin type with the high bit set', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 2147483647 }), (chainId) => {
        const coinType = chainIdToCoinType(chainId)
        expect(coinType).toBe(chainId + 2147483648)
      }),
    )
  })
})

describe('isValidAccountName (SPEC §5)', () => {
  it.each(['abcd', 'alice-01', 'A1-b', '----'])('accepts %j', (name) => {
    expect(isValidAccountName(name)).toBe(true)
    expect(accountNameSchema.safeParse(name).success).toBe(true)
  })

  it.each(['abc', 'ali ce', 'alice_01', 'alice.eth', 'ålice', ''])('refuses %j', (name) => {
    expect(isValidAccountName(name)).toBe(false)
    expect(accountNameSchema.safeParse(name).success).toBe(false)
  })
})

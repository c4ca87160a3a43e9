import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { isChecksumEvmAddress, toChecksumEvmAddress } from './evm-checksum.js'

describe('EIP-55 checksum addresses', () => {
  it("writes EIP-55's own examples", () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(toChecksumEvmAddress(address.toLowerCase())).toBe(address)
      expect(isChecksumEvmAddress(address)).toBe(true)
    }
  })

  it('agrees with viem for any address', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const lower = `0x${Buffer.from(bytes).toString('hex')}`
        expect(toChecksumEvmAddress(lower)).toBe(getAddress(lower))
      }),
    )
  })

  it('refuses a wrong case, a missing prefix and a wrong length', () => {
    expect(isChecksumEvmAddress('0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false)
    expect(isChecksumEvmAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false)
    expect(isChecksumEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false)
    expect(isChecksumEvmAddress(42)).toBe(false)
    expect(() => toChecksumEvmAddress('0xzz')).toThrow(TypeError)
  })
})

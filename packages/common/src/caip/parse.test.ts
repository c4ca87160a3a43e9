import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isFoyerError } from '../errors/FoyerError.js'
import {
  CHAIN_NAMESPACES,
  caipNetworkIdOf,
  formatCaipAddress,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from './parse.js'
import { caipAddressSchema, caipNetworkIdSchema } from './schemas.js'

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'

describe('CAIP network ids (SPEC §3, §5)', () => {
  it('parses namespace:reference', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(isCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).toBe(true)
    expect(isCaipNetworkId('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBe(true)
  })

  it.each([
    'eip155',
    'eip155:1:0xabc',
    'eip155:',
    ':1',
    'cosmos:cosmoshub-4',
    'EIP155:1',
    'eip155:0x1',
    'eip155:01',
    'solana:has space',
    '',
  ])('refuses %j', (value) => {
    expect(isCaipNetworkId(value)).toBe(false)
    expect(() => parseCaipNetworkId(value)).toThrow(
      expect.objectContaining({ code: 'INVALID_CAIP_NETWORK_ID' }),
    )
  })
})

describe('CAIP addresses (SPEC §3, §5)', () => {
  it('parses namespace:chainId:address', () => {
    expect(parseCaipAddress(`eip155:1:${EVM}`)).toEqual({
      namespace: 'eip155',
      chainId: '1',
      address: EVM,
    })
    expect(caipNetworkIdOf(`eip155:10:${EVM}`)).toBe('eip155:10')
  })

  it.each([
    'eip155:1',
    `eip155:1:${EVM}:extra`,
    'eip155::0xabc',
    'eip155:1:',
    ':1:0xabc',
    'cosmos:cosmoshub-4:cosmos1abc',
    'eip155:1:0x ab',
    '',
  ])("refuses %j with 'Invalid CAIP Address'", (value) => {
    expect(isCaipAddress(value)).toBe(false)
    expect(() => parseCaipAddress(value)).toThrow(
      expect.objectContaining({
        code: 'INVALID_CAIP_ADDRESS',
        shortMessage: 'Invalid CAIP Address',
      }),
    )
  })

  it('formats from a network id or from parts', () => {
    expect(formatCaipAddress('eip155:1', EVM)).toBe(`eip155:1:${EVM}`)
    expect(formatCaipAddress({ namespace: 'solana', chainId: 'abc', address: 'xyz' })).toBe(
      'solana:abc:xyz',
    )
    expect(() => formatCaipAddress('eip155:1', 'a:b')).toThrow(
      expect.objectContaining({ shortMessage: 'Invalid CAIP Address' }),
    )
  })

  it('has schemas that agree with the guards', () => {
    expect(caipAddressSchema.safeParse(`eip155:1:${EVM}`).success).toBe(true)
    expect(caipAddressSchema.safeParse('eip155:1').success).toBe(false)
    expect(caipNetworkIdSchema.safeParse('eip155:1').success).toBe(true)
    expect(caipNetworkIdSchema.safeParse(42).success).toBe(false)
  })
})

const namespace = fc.constantFrom(...CHAIN_NAMESPACES)
const referenceChar = fc.constantFrom(...'-_abcXYZ0189'.split(''))
const addressChar = fc.constantFrom(...'-.%abcXYZ0189'.split(''))
const networkParts = fc.oneof(
  fc.record({ namespace: fc.constant('eip155' as const), reference: fc.nat().map(String) }),
  fc.record({
    namespace: namespace.filter((n) => n !== 'eip155'),
    reference: fc.string({ unit: referenceChar, minLength: 1, maxLength: 32 }),
  }),
)

describe('CAIP properties', () => {
  it('network ids round-trip', () => {
    fc.assert(
      fc.property(networkParts, (parts) => {
        const id = `${parts.namespace}:${parts.reference}`
        expect(parseCaipNetworkId(id)).toEqual(parts)
      }),
    )
  })

  it('addresses round-trip through parse and format', () => {
    fc.assert(
      fc.property(
        networkParts,
        fc.string({ unit: addressChar, minLength: 1, maxLength: 128 }),
        ({ namespace, reference }, address) => {
          const caip = `${namespace}:${reference}:${address}`
          const parsed = parseCaipAddress(caip)
          expect(parsed).toEqual({ namespace, chainId: reference, address })
          expect(formatCaipAddress(parsed)).toBe(caip)
        },
      ),
    )
  })

  it('random strings never throw anything but the documented errors', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: fc.constantFrom(':', 'e', 'i', 'p', '1', '5', 'x') }),
        ),
        (value) => {
          for (const [parse, code] of [
            [parseCaipAddress, 'INVALID_CAIP_ADDRESS'],
            [parseCaipNetworkId, 'INVALID_CAIP_NETWORK_ID'],
          ] as const) {
            try {
              parse(value)
            } catch (error) {
              expect(isFoyerError(error, code)).toBe(true)
            }
          }
          expect(typeof isCaipAddress(value)).toBe('boolean')
        },
      ),
    )
  })

  it('the guards never throw on any value', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isCaipAddress(value) || !isCaipAddress(value)).toBe(true)
        expect(isCaipNetworkId(value) || !isCaipNetworkId(value)).toBe(true)
      }),
    )
  })
})

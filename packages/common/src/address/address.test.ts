import { sha256 } from '@noble/hashes/sha2'
import { base58, bech32, bech32m, createBase58check } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bitcoinAddressType, isBitcoinAddress } from './bitcoin.js'
import { isEvmAddress } from './evm.js'
import { isAddressInNamespace } from './for-namespace.js'
import { isSolanaAddress } from './solana.js'

const base58check = createBase58check(sha256)
const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length })
const segwit = (hrp: string, version: number, program: Uint8Array) =>
  (version === 0 ? bech32 : bech32m).encode(hrp, [version, ...bech32.toWords(program)])
const legacy = (version: number, hash: Uint8Array) =>
  base58check.encode(Uint8Array.of(version, ...hash))

describe('isEvmAddress (SPEC §5)', () => {
  it('accepts 40 hex characters with or without 0x', () => {
    expect(isEvmAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true)
    expect(isEvmAddress('52908400098527886e0f7030069857d2e4169ee7')).toBe(true)
  })

  it.each([
    '0x52908400098527886E0F7030069857D2E4169EE',
    '0x52908400098527886E0F7030069857D2E4169EE77',
    '0x52908400098527886E0F7030069857D2E4169EEG',
    '0X52908400098527886E0F7030069857D2E4169EE7',
    ' 0x52908400098527886E0F7030069857D2E4169EE7',
    '',
  ])('refuses %j', (value) => expect(isEvmAddress(value)).toBe(false))

  it('accepts every 20-byte value in hex', () => {
    fc.assert(
      fc.property(bytes(20), fc.boolean(), (value, prefix) => {
        const hex = Buffer.from(value).toString('hex')
        expect(isEvmAddress(prefix ? `0x${hex}` : hex)).toBe(true)
        expect(isEvmAddress(`0x${hex.slice(1)}`)).toBe(false)
      }),
    )
  })
})

describe('isSolanaAddress (SPEC §5)', () => {
  it('accepts 32 to 44 base58 characters', () => {
    expect(isSolanaAddress('CKg5d12Jhpej1JqtmxLJgaFqqeYjxgPqToJ4LBdvG9Ev')).toBe(true)
    expect(isSolanaAddress('1'.repeat(32))).toBe(true)
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
    expect(isSolanaAddress('0'.repeat(40))).toBe(false)
    expect(isSolanaAddress('I'.repeat(40))).toBe(false)
  })

  it('accepts every 32-byte public key in base58', () => {
    fc.assert(
      fc.property(bytes(32), (key) => {
        expect(isSolanaAddress(base58.encode(key))).toBe(true)
      }),
    )
  })
})

describe('Bitcoin addresses', () => {
  it.each([
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mainnet', 'p2pkh'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet', 'p2sh'],
    ['bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', 'mainnet', 'p2wsh'],
    ['BC1QRP33G0Q5C5TXSP9ARYSRX4K6ZDKFS4NCE4XJ0GDCCCEFVPYSXF3QCCFMV3', 'mainnet', 'p2wsh'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'mainnet', 'p2tr'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'testnet', 'p2wsh'],
    ['bcrt1qs758ursh4q9z627kt3pp5yysm78ddny6txaqgw', 'regtest', 'p2wpkh'],
  ] as const)('%s is %s %s', (address, network, type) => {
    expect(bitcoinAddressType(address, network)).toBe(type)
    for (const other of ['mainnet', 'testnet', 'regtest'] as const) {
      if (other !== network) expect(isBitcoinAddress(address, other)).toBe(false)
    }
  })

  it('refuses bad checksums, mixed case, wrong encodings and wrong lengths', () => {
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe(false)
    expect(isBitcoinAddress('bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv4')).toBe(
      false,
    )
    expect(isBitcoinAddress('BC1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3')).toBe(
      false,
    )
    const program = new Uint8Array(32).fill(7)
    // witness v0 in bech32m, v1 in bech32
    expect(isBitcoinAddress(bech32m.encode('bc', [0, ...bech32.toWords(program)]))).toBe(false)
    expect(isBitcoinAddress(bech32.encode('bc', [1, ...bech32.toWords(program)]))).toBe(false)
    // v0 must be 20 or 32 bytes; any version at most 40
    expect(isBitcoinAddress(segwit('bc', 0, new Uint8Array(25)))).toBe(false)
    expect(bitcoinAddressType(segwit('bc', 2, new Uint8Array(40)))).toBe('witness')
    expect(isBitcoinAddress(segwit('bc', 2, new Uint8Array(41)))).toBe(false)
    // legacy with an unknown version byte
    expect(isBitcoinAddress(legacy(0x30, new Uint8Array(20)))).toBe(false)
  })

  it('legacy testnet addresses are valid on testnet and regtest', () => {
    const address = legacy(0x6f, new Uint8Array(20).fill(1))
    expect(bitcoinAddressType(address, 'testnet')).toBe('p2pkh')
    expect(bitcoinAddressType(address, 'regtest')).toBe('p2pkh')
    expect(isBitcoinAddress(address, 'mainnet')).toBe(false)
  })

  it('round-trips generated addresses of every kind and network', () => {
    const networks = {
      mainnet: ['bc', 0x00, 0x05],
      testnet: ['tb', 0x6f, 0xc4],
      regtest: ['bcrt', 0x6f, 0xc4],
    } as const
    fc.assert(
      fc.property(
        fc.constantFrom('mainnet', 'testnet', 'regtest' as const),
        bytes(20),
        bytes(32),
        (network, hash20, hash32) => {
          const [hrp, p2pkh, p2sh] = networks[network]
          expect(bitcoinAddressType(legacy(p2pkh, hash20), network)).toBe('p2pkh')
          expect(bitcoinAddressType(legacy(p2sh, hash20), network)).toBe('p2sh')
          expect(bitcoinAddressType(segwit(hrp, 0, hash20), network)).toBe('p2wpkh')
          expect(bitcoinAddressType(segwit(hrp, 0, hash32), network)).toBe('p2wsh')
          expect(bitcoinAddressType(segwit(hrp, 1, hash32), network)).toBe('p2tr')
        },
      ),
    )
  })

  it('random strings never throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: fc.constantFrom(...'bc1qptrs023456789'.split('')) }),
        ),
        (value) => {
          for (const network of ['mainnet', 'testnet', 'regtest'] as const) {
            expect(typeof isBitcoinAddress(value, network)).toBe('boolean')
          }
          expect(typeof isEvmAddress(value)).toBe('boolean')
          expect(typeof isSolanaAddress(value)).toBe('boolean')
        },
      ),
    )
  })
})

describe('isAddressInNamespace', () => {
  it('dispatches by namespace', () => {
    expect(isAddressInNamespace('eip155', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true)
    expect(isAddressInNamespace('solana', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false)
    expect(isAddressInNamespace('solana', 'CKg5d12Jhpej1JqtmxLJgaFqqeYjxgPqToJ4LBdvG9Ev')).toBe(
      true,
    )
    expect(
      isAddressInNamespace('bip122', 'bcrt1qs758ursh4q9z627kt3pp5yysm78ddny6txaqgw', 'regtest'),
    ).toBe(true)
    expect(isAddressInNamespace('bip122', 'bcrt1qs758ursh4q9z627kt3pp5yysm78ddny6txaqgw')).toBe(
      false,
    )
    expect(isAddressInNamespace('polkadot', '')).toBe(false)
  })
})

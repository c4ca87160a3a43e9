import { bech32 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from '../networks/bitcoin.js'
import { assertValidSendInput, isValidSendInput } from '../validation/send-input.js'
import { isAddressOnNetwork } from './for-network.js'

/** A P2WPKH address with `hrp` over a fixed 20-byte program. */
function p2wpkh(hrp: string): string {
  const program = Uint8Array.from({ length: 20 }, (_, i) => i + 1)
  return bech32.encode(hrp, [0, ...bech32.toWords(program)])
}

describe('isAddressOnNetwork', () => {
  it('checks a Bitcoin address for the network its id names', () => {
    expect(isAddressOnNetwork('bip122', bitcoinRegtest.caipNetworkId, p2wpkh('bcrt'))).toBe(true)
    expect(isAddressOnNetwork('bip122', bitcoinRegtest.caipNetworkId, p2wpkh('bc'))).toBe(false)
    expect(isAddressOnNetwork('bip122', bitcoinTestnet.caipNetworkId, p2wpkh('tb'))).toBe(true)
    expect(isAddressOnNetwork('bip122', bitcoin.caipNetworkId, p2wpkh('bc'))).toBe(true)
    expect(isAddressOnNetwork('bip122', bitcoin.caipNetworkId, p2wpkh('bcrt'))).toBe(false)
  })

  it('falls back to mainnet for an unknown or missing Bitcoin network', () => {
    expect(
      isAddressOnNetwork('bip122', 'bip122:ffffffffffffffffffffffffffffffff', p2wpkh('bc')),
    ).toBe(true)
    expect(isAddressOnNetwork('bip122', undefined, p2wpkh('bcrt'))).toBe(false)
  })

  it('checks other namespaces as isAddressInNamespace does', () => {
    const evm = '0x52908400098527886E0F7030069857D2E4169EE7'
    expect(isAddressOnNetwork('eip155', 'eip155:1', evm)).toBe(true)
    expect(isAddressOnNetwork('eip155', 'eip155:1', p2wpkh('bc'))).toBe(false)
  })
})

describe('send input on a Bitcoin network', () => {
  const input = { namespace: 'bip122' as const, amount: '0.12345678', decimals: 8 }

  it('accepts a regtest receiver on the regtest network, 8 decimals', () => {
    expect(
      isValidSendInput({
        ...input,
        caipNetworkId: bitcoinRegtest.caipNetworkId,
        receiverAddress: p2wpkh('bcrt'),
      }),
    ).toBe(true)
  })

  it('refuses a regtest receiver on mainnet, and a ninth decimal', () => {
    expect(() =>
      assertValidSendInput({
        ...input,
        caipNetworkId: bitcoin.caipNetworkId,
        receiverAddress: p2wpkh('bcrt'),
      }),
    ).toThrow('Please enter a valid amount and receiver address')
    expect(
      isValidSendInput({
        ...input,
        amount: '0.123456789',
        caipNetworkId: bitcoinRegtest.caipNetworkId,
        receiverAddress: p2wpkh('bcrt'),
      }),
    ).toBe(false)
  })
})

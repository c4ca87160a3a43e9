// @vitest-environment node
import {
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  BITCOIN_REGTEST_NETWORK,
  type BitcoinTestKey,
  deriveBitcoinTestAccount,
  signBip322,
  signEcdsaMessage,
} from '@foyer/test-wallet/bitcoin'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { NETWORK, p2pkh, p2sh, p2tr, p2wpkh, WIF } from '@scure/btc-signer'
import { Signer, Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { createSiwx } from '../create-siwx.js'
import { localSiwxStorage } from '../storage/local-storage.js'
import { bip122Verifier } from './bip122.js'

const MNEMONIC = 'test test test test test test test test test test test junk'
const MAINNET = 'bip122:000000000019d6689c085ae165831e93' as const
const account = deriveBitcoinTestAccount(MNEMONIC, 0)
const other = deriveBitcoinTestAccount(MNEMONIC, 1)
const verifier = bip122Verifier()

/** A Bitcoin sign-in message for an address, as the browser builds it. */
async function messageFor(address: string, chainId: `bip122:${string}`) {
  const siwx = createSiwx({
    domain: 'a.test',
    uri: 'https://a.test',
    nonce: async () => 'bitcoinNonce1',
    storage: localSiwxStorage({ verifiers: [] }),
  })
  return siwx.createMessage({ accountAddress: address, chainId })
}

async function walletSession(key: BitcoinTestKey, protocol: 'bip322' | 'ecdsa' = 'bip322') {
  const message = await messageFor(key.address, BITCOIN_REGTEST_CAIP_NETWORK_ID)
  const sign = protocol === 'bip322' ? signBip322 : signEcdsaMessage
  return { data: message.data, message: message.text, signature: sign(key, message.text) }
}

/** Every way a session can be tampered with: each must be refused. */
function tampered(session: Awaited<ReturnType<typeof walletSession>>, otherAddress: string) {
  const bytes = base64.decode(session.signature)
  const flipped = Uint8Array.from(bytes)
  const middle = Math.floor(bytes.length / 2)
  flipped[middle] = (bytes[middle] ?? 0) ^ 1
  return [
    { ...session, message: session.message.replace('bitcoinNonce1', 'bitcoinNonce2') },
    { ...session, data: { ...session.data, accountAddress: otherAddress } },
    { ...session, signature: base64.encode(flipped) },
    { ...session, signature: base64.encode(bytes.subarray(0, -1)) },
    { ...session, signature: 'not base64!' },
    { ...session, signature: '' },
  ]
}

/** bip322-js's answer; it throws on some malformed input, which counts as a refusal. */
function bip322jsAccepts(session: {
  data: { accountAddress: string }
  message: string
  signature: string
}) {
  try {
    return Verifier.verifySignature(session.data.accountAddress, session.message, session.signature)
  } catch {
    return false
  }
}

describe('bip122Verifier: BIP-322 simple', () => {
  it.each([
    ['P2WPKH (payment)', account.payment, other.payment],
    ['P2TR (ordinals)', account.ordinals, other.ordinals],
  ])(
    'accepts the test wallet signature of a %s account, as bip322-js does',
    async (_, key, otherKey) => {
      const session = await walletSession(key)
      expect(session.message.split('\n')[0]).toBe(
        'a.test wants you to sign in with your Bitcoin account:',
      )
      expect(await verifier.verify(session)).toBe(true)
      expect(Verifier.verifySignature(key.address, session.message, session.signature)).toBe(true)
      for (const [index, bad] of tampered(session, otherKey.address).entries()) {
        expect([index, await verifier.verify(bad)]).toEqual([index, false])
        expect([index, bip322jsAccepts(bad)]).toEqual([index, false])
      }
      // Bytes after the witness: refused here; bip322-js 3.0.0 ignores them (it accepts).
      const trailing = base64.encode(new Uint8Array([...base64.decode(session.signature), 0]))
      expect(await verifier.verify({ ...session, signature: trailing })).toBe(false)
    },
  )

  it('accepts what bip322-js signs for P2WPKH, P2SH-P2WPKH and P2TR on mainnet', async () => {
    const privateKey = secp256k1.utils.randomPrivateKey()
    const publicKey = secp256k1.getPublicKey(privateKey, true)
    const wif = WIF(NETWORK).encode(privateKey)
    const addresses = [
      p2wpkh(publicKey).address!,
      p2sh(p2wpkh(publicKey)).address!,
      p2tr(publicKey.subarray(1)).address!,
    ]
    for (const address of addresses) {
      const message = await messageFor(address, MAINNET)
      const signature = Signer.sign(wif, address, message.text) as string
      const session = { data: message.data, message: message.text, signature }
      expect(await verifier.verify(session)).toBe(true)
      expect(await verifier.verify({ ...session, message: `${message.text}.` })).toBe(false)
      // The same mainnet address named on another network is refused.
      expect(
        await verifier.verify({
          ...session,
          data: { ...session.data, chainId: BITCOIN_REGTEST_CAIP_NETWORK_ID },
        }),
      ).toBe(false)
    }
  })

  it('refuses a signature by another key for the same address kind', async () => {
    const session = await walletSession(account.payment)
    const foreign = await walletSession(other.payment)
    expect(await verifier.verify({ ...session, signature: foreign.signature })).toBe(false)
    const taproot = await walletSession(account.ordinals)
    // A taproot witness offered for the P2WPKH address (and back) is refused.
    expect(await verifier.verify({ ...session, signature: taproot.signature })).toBe(false)
    expect(await verifier.verify({ ...taproot, signature: session.signature })).toBe(false)
  })
})

describe('bip122Verifier: legacy ECDSA signmessage', () => {
  it('accepts the test wallet legacy signature of its P2WPKH account, as bip322-js does', async () => {
    const session = await walletSession(account.payment, 'ecdsa')
    expect(base64.decode(session.signature)).toHaveLength(65)
    expect(await verifier.verify(session)).toBe(true)
    expect(
      Verifier.verifySignature(account.payment.address, session.message, session.signature),
    ).toBe(true)
    for (const [index, bad] of tampered(session, other.payment.address).entries()) {
      expect([index, await verifier.verify(bad)]).toEqual([index, false])
      expect([index, bip322jsAccepts(bad)]).toEqual([index, false])
    }
  })

  it('accepts what bip322-js signs for a P2PKH address (legacy format)', async () => {
    const privateKey = secp256k1.utils.randomPrivateKey()
    const address = p2pkh(secp256k1.getPublicKey(privateKey, true)).address!
    const message = await messageFor(address, MAINNET)
    const signature = Signer.sign(WIF(NETWORK).encode(privateKey), address, message.text) as string
    expect(base64.decode(signature)).toHaveLength(65)
    const session = { data: message.data, message: message.text, signature }
    expect(await verifier.verify(session)).toBe(true)
    expect(await verifier.verify({ ...session, message: `${message.text}.` })).toBe(false)
    const stranger = p2pkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true))
    expect(
      await verifier.verify({
        ...session,
        data: { ...session.data, accountAddress: stranger.address! },
      }),
    ).toBe(false)
  })

  it('refuses a legacy signature for a taproot address (no key to recover there)', async () => {
    const legacy = await walletSession(account.payment, 'ecdsa')
    const taproot = await walletSession(account.ordinals)
    expect(await verifier.verify({ ...taproot, signature: legacy.signature })).toBe(false)
  })
})

describe('bip122Verifier: networks', () => {
  it('refuses an unknown network unless the app names its address parameters', async () => {
    const session = await walletSession(account.payment)
    const privateChain = 'bip122:00112233445566778899aabbccddeeff' as const
    const moved = { ...session, data: { ...session.data, chainId: privateChain } }
    expect(await verifier.verify(moved)).toBe(false)
    const known = bip122Verifier({
      networks: { '00112233445566778899aabbccddeeff': BITCOIN_REGTEST_NETWORK },
    })
    expect(await known.verify(moved)).toBe(true)
  })

  it('refuses sessions of other namespaces', async () => {
    const session = await walletSession(account.payment)
    expect(
      await verifier.verify({ ...session, data: { ...session.data, chainId: 'eip155:1' } }),
    ).toBe(false)
  })
})

import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { BITCOIN_REGTEST_NETWORK } from './network.js'

/** What a Bitcoin account is for, as sats-connect and the SPEC name it. */
export type BitcoinAccountPurpose = 'payment' | 'ordinals'

/** One Bitcoin key of the test wallet with its address on the local chain. */
export interface BitcoinTestKey {
  purpose: BitcoinAccountPurpose
  /** BIP-32 path: BIP-84 (P2WPKH) for payment, BIP-86 (P2TR) for ordinals. */
  path: string
  /** Address on the local regtest chain (`bcrt1…`). */
  address: string
  /** Compressed public key (33 bytes) for payment; x-only internal key (32 bytes) for ordinals. */
  publicKey: Uint8Array
  privateKey: Uint8Array
  /** The output script paying this address. */
  script: Uint8Array
  /** For ordinals (P2TR): the tweaked output key the address commits to. */
  tweakedPublicKey?: Uint8Array
}

/** The payment (BIP-84) and ordinals (BIP-86) keys of one account index. */
export interface BitcoinTestAccount {
  index: number
  payment: BitcoinTestKey
  ordinals: BitcoinTestKey
}

const seeds = new Map<string, Uint8Array>()

function seedOf(mnemonic: string): Uint8Array {
  let seed = seeds.get(mnemonic)
  if (!seed) {
    seed = mnemonicToSeedSync(mnemonic)
    seeds.set(mnemonic, seed)
  }
  return seed
}

/**
 * Derives the Bitcoin keys of account `index` from a mnemonic: payment at BIP-84
 * `m/84'/1'/0'/0/<index>` (P2WPKH), ordinals at BIP-86 `m/86'/1'/0'/0/<index>` (P2TR),
 * coin type 1 as for every test network. Test keys only: never for real funds.
 */
export function deriveBitcoinTestAccount(mnemonic: string, index = 0): BitcoinTestAccount {
  const master = HDKey.fromMasterSeed(seedOf(mnemonic))
  const paymentPath = `m/84'/1'/0'/0/${index}`
  const ordinalsPath = `m/86'/1'/0'/0/${index}`
  const paymentNode = master.derive(paymentPath)
  const ordinalsNode = master.derive(ordinalsPath)
  if (!paymentNode.privateKey || !paymentNode.publicKey) throw new Error('No payment key')
  if (!ordinalsNode.privateKey || !ordinalsNode.publicKey) throw new Error('No ordinals key')
  const payment = p2wpkh(paymentNode.publicKey, BITCOIN_REGTEST_NETWORK)
  const internalKey = ordinalsNode.publicKey.slice(1)
  const ordinals = p2tr(internalKey, undefined, BITCOIN_REGTEST_NETWORK)
  return {
    index,
    payment: {
      purpose: 'payment',
      path: paymentPath,
      address: payment.address!,
      publicKey: paymentNode.publicKey,
      privateKey: paymentNode.privateKey,
      script: payment.script,
    },
    ordinals: {
      purpose: 'ordinals',
      path: ordinalsPath,
      address: ordinals.address!,
      publicKey: internalKey,
      privateKey: ordinalsNode.privateKey,
      script: ordinals.script,
      tweakedPublicKey: ordinals.tweakedPubkey,
    },
  }
}

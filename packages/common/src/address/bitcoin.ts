import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'

/** The Bitcoin networks whose addresses can be told apart. */
export type BitcoinNetworkName = 'mainnet' | 'testnet' | 'regtest'

/**
 * Kinds of Bitcoin address: legacy pay-to-pubkey-hash and pay-to-script-hash
 * (base58check), segwit v0 key and script hash (bech32), taproot (bech32m, v1 32 bytes),
 * and other future witness versions (bech32m).
 */
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'witness'

interface NetworkParams {
  /** Human-readable part of segwit addresses (BIP-173). */
  hrp: string
  /** Base58check version bytes. */
  p2pkh: number
  p2sh: number
}

const NETWORK_PARAMS: Readonly<Record<BitcoinNetworkName, NetworkParams>> = {
  mainnet: { hrp: 'bc', p2pkh: 0x00, p2sh: 0x05 },
  testnet: { hrp: 'tb', p2pkh: 0x6f, p2sh: 0xc4 },
  regtest: { hrp: 'bcrt', p2pkh: 0x6f, p2sh: 0xc4 },
}

const base58check = createBase58check(sha256)
/** Longest segwit address: 90 characters (BIP-173). */
const MAX_SEGWIT_LENGTH = 90
/** Base58check addresses are 25 bytes, i.e. 26 to 35 characters. */
const BASE58_LENGTH = /^[1-9A-HJ-NP-Za-km-z]{25,35}$/

/**
 * The type of a Bitcoin address on `network`, or `undefined` if it is not a valid
 * address there: base58check with that network's version byte and checksum, or segwit
 * with its HRP — bech32 for witness v0 (20 or 32 bytes), bech32m for v1–16 (2–40 bytes).
 * Testnet and regtest share legacy version bytes, so a legacy testnet address is valid
 * on both.
 */
export function bitcoinAddressType(
  address: string,
  network: BitcoinNetworkName = 'mainnet',
): BitcoinAddressType | undefined {
  if (typeof address !== 'string') return undefined
  const params = NETWORK_PARAMS[network]
  if (!params) return undefined
  return segwitType(address, params.hrp) ?? base58Type(address, params)
}

/** Whether `address` is a valid Bitcoin address on `network` (default mainnet). */
export function isBitcoinAddress(
  address: unknown,
  network: BitcoinNetworkName = 'mainnet',
): boolean {
  return typeof address === 'string' && bitcoinAddressType(address, network) !== undefined
}

function segwitType(address: string, hrp: string): BitcoinAddressType | undefined {
  if (address.length > MAX_SEGWIT_LENGTH) return undefined
  if (!address.toLowerCase().startsWith(`${hrp}1`)) return undefined
  const decoded = decodeSegwit(address)
  if (!decoded || decoded.prefix !== hrp) return undefined
  const [version, ...data] = decoded.words
  if (version === undefined || version > 16) return undefined
  if ((version === 0) !== (decoded.encoding === 'bech32')) return undefined
  const program = bech32.fromWordsUnsafe(data)
  if (!program || program.length < 2 || program.length > 40) return undefined
  if (version === 0) {
    if (program.length === 20) return 'p2wpkh'
    if (program.length === 32) return 'p2wsh'
    return undefined
  }
  return version === 1 && program.length === 32 ? 'p2tr' : 'witness'
}

function decodeSegwit(address: string) {
  const string = address as `${string}1${string}`
  const asBech32 = bech32.decodeUnsafe(string, MAX_SEGWIT_LENGTH)
  if (asBech32) return { ...asBech32, encoding: 'bech32' as const }
  const asBech32m = bech32m.decodeUnsafe(string, MAX_SEGWIT_LENGTH)
  if (asBech32m) return { ...asBech32m, encoding: 'bech32m' as const }
  return undefined
}

function base58Type(address: string, params: NetworkParams): BitcoinAddressType | undefined {
  if (!BASE58_LENGTH.test(address)) return undefined
  let payload: Uint8Array
  try {
    payload = base58check.decode(address)
  } catch {
    return undefined
  }
  if (payload.length !== 21) return undefined
  if (payload[0] === params.p2pkh) return 'p2pkh'
  if (payload[0] === params.p2sh) return 'p2sh'
  return undefined
}

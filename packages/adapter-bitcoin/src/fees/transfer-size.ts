import { type BitcoinAddressType, type BitcoinNetworkName, bitcoinAddressType } from '@foyer/common'

/** Version, locktime, counts and the segwit marker of a transaction, rounded up (vbytes). */
const OVERHEAD_VBYTES = 11
/** One P2WPKH input (outpoint, sequence, and the witness at a quarter weight), rounded up. */
const P2WPKH_INPUT_VBYTES = 68

/** An output's size (8-byte amount, script length, script) by the address it pays. */
const OUTPUT_VBYTES: Readonly<Record<BitcoinAddressType, number>> = {
  p2pkh: 34,
  p2sh: 32,
  p2wpkh: 31,
  p2wsh: 43,
  p2tr: 43,
  // A future witness version with the largest program (40 bytes).
  witness: 51,
}

/**
 * The virtual size (vbytes) of a transfer from a P2WPKH payment account to `to`, spending
 * `inputs` outputs and returning change to the payer: what the fee estimate of the send
 * form multiplies by the fee rate. An address not valid on `network` is counted as the
 * largest kind of output.
 */
export function transferVirtualSize(to: string, network: BitcoinNetworkName, inputs = 1): bigint {
  const receiver = OUTPUT_VBYTES[bitcoinAddressType(to, network) ?? 'witness']
  return BigInt(OVERHEAD_VBYTES + inputs * P2WPKH_INPUT_VBYTES + receiver + OUTPUT_VBYTES.p2wpkh)
}

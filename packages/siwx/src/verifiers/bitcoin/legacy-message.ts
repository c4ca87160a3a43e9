import { secp256k1 } from '@noble/curves/secp256k1'
import { CompactSize, OutScript } from '@scure/btc-signer'
import { hash160, sameBytes, sha256d } from './hash.js'
import type { DecodedOutput } from './networks.js'

const MAGIC = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

/** The digest a legacy ("Bitcoin Signed Message") signature signs. */
function legacyDigest(message: Uint8Array): Uint8Array {
  const length = CompactSize.encode(BigInt(message.length))
  const data = new Uint8Array(MAGIC.length + length.length + message.length)
  data.set(MAGIC, 0)
  data.set(length, MAGIC.length)
  data.set(message, MAGIC.length + length.length)
  return sha256d(data)
}

/**
 * Whether a decoded signature has the legacy shape: 65 bytes, a header from 27 to 42
 * (BIP-137: 27–30 uncompressed P2PKH, 31–34 compressed P2PKH, 35–38 P2SH-P2WPKH,
 * 39–42 P2WPKH) and the compact r ‖ s. A BIP-322 witness never starts with such a byte.
 */
export function isLegacySignature(signature: Uint8Array): boolean {
  const header = signature[0] ?? 0
  return signature.length === 65 && header >= 27 && header <= 42
}

/**
 * Verifies a legacy ECDSA message signature (Bitcoin Core's `signmessage`, with BIP-137
 * headers for segwit keys): recovers the key from the signature and checks that it is the
 * key the address pays to. P2PKH (compressed or not, as the header says), P2WPKH and
 * P2SH-P2WPKH addresses; the header's address kind is not trusted, the address decides.
 */
export function verifyLegacyMessage(
  message: Uint8Array,
  output: DecodedOutput,
  signature: Uint8Array,
): boolean {
  if (!isLegacySignature(signature)) return false
  const header = signature[0] as number
  const compressed = header >= 31
  let publicKey: Uint8Array
  try {
    const recovered = secp256k1.Signature.fromCompact(signature.subarray(1))
      .addRecoveryBit((header - 27) & 3)
      .recoverPublicKey(legacyDigest(message))
    publicKey = recovered.toBytes(compressed)
  } catch {
    return false
  }
  const keyHash = hash160(publicKey)
  switch (output.type) {
    case 'pkh':
      return sameBytes(keyHash, output.hash)
    case 'wpkh':
      return compressed && sameBytes(keyHash, output.hash)
    case 'sh':
      return (
        compressed &&
        sameBytes(hash160(OutScript.encode({ type: 'wpkh', hash: keyHash })), output.hash)
      )
    default:
      return false
  }
}

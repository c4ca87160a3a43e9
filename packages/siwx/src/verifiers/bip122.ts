import { parseCaipNetworkId } from '@foyer/common'
import type { SiwxSession } from '@foyer/core'
import { base64 } from '@scure/base'
import { verifyBip322Simple } from './bitcoin/bip322-simple.js'
import { isLegacySignature, verifyLegacyMessage } from './bitcoin/legacy-message.js'
import {
  type BitcoinAddressNetwork,
  decodeAddress,
  KNOWN_BITCOIN_NETWORKS,
} from './bitcoin/networks.js'
import type { SiwxVerifier } from './types.js'

export type { BitcoinAddressNetwork } from './bitcoin/networks.js'
export { KNOWN_BITCOIN_NETWORKS } from './bitcoin/networks.js'

/** Options of {@link bip122Verifier}. */
export interface Bip122VerifierOptions {
  /**
   * Address parameters of further networks by CAIP-2 reference (a private chain's genesis
   * hash prefix); mainnet, testnet3/4, signet and regtest are known.
   */
  networks?: Readonly<Record<string, BitcoinAddressNetwork>>
}

/**
 * Verifies Bitcoin sign-in signatures, locally (no node needed). The signature is base64:
 * a BIP-322 "simple" signature (the witness of the virtual `to_sign` transaction) for P2WPKH,
 * P2SH-P2WPKH and P2TR (key path) addresses, or a legacy ECDSA `signmessage` signature
 * (65 bytes, BIP-137 header) for P2PKH, P2WPKH and P2SH-P2WPKH addresses. The address must
 * belong to the session's network; an unknown network cannot be verified.
 */
export function bip122Verifier(options: Bip122VerifierOptions = {}): SiwxVerifier {
  const networks = { ...KNOWN_BITCOIN_NETWORKS, ...options.networks }
  return {
    namespace: 'bip122',
    async verify(session: SiwxSession) {
      const { namespace, reference } = parseCaipNetworkId(session.data.chainId)
      const network = networks[reference]
      if (namespace !== 'bip122' || !network) return false
      const decoded = decodeAddress(session.data.accountAddress, network)
      if (!decoded) return false
      let signature: Uint8Array
      try {
        signature = base64.decode(session.signature)
      } catch {
        return false
      }
      const message = new TextEncoder().encode(session.message)
      if (isLegacySignature(signature)) {
        return verifyLegacyMessage(message, decoded.output, signature)
      }
      return verifyBip322Simple(message, decoded.output, decoded.script, signature)
    },
  }
}

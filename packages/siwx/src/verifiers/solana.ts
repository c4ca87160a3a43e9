import { parseCaipNetworkId } from '@foyer/common'
import type { SiwxSession } from '@foyer/core'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { SiwxVerifier } from './types.js'

/**
 * Verifies Solana sign-in signatures: the account's address is its ed25519 public key
 * (base58, 32 bytes) and the signature is the wallet's `signMessage` answer over the UTF-8
 * message text, base58-encoded (64 bytes). Runs locally, no node needed.
 */
export function solanaVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    async verify(session: SiwxSession) {
      if (parseCaipNetworkId(session.data.chainId).namespace !== 'solana') return false
      let publicKey: Uint8Array
      let signature: Uint8Array
      try {
        publicKey = base58.decode(session.data.accountAddress)
        signature = base58.decode(session.signature)
      } catch {
        return false
      }
      if (publicKey.length !== 32 || signature.length !== 64) return false
      try {
        return ed25519.verify(signature, new TextEncoder().encode(session.message), publicKey)
      } catch {
        return false
      }
    },
  }
}

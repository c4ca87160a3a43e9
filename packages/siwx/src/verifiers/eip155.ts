import { FoyerError, parseCaipNetworkId } from '@foyer/common'
import type { SiwxSession } from '@foyer/core'
import { createPublicClient, http, isAddress, isHex, type PublicClient } from 'viem'
import type { SiwxVerifier } from './types.js'

/** Options of {@link eip155Verifier}. */
export interface Eip155VerifierOptions {
  /** The JSON-RPC URL of each chain, by EIP-155 chain id. */
  rpcUrls: Readonly<Record<number, string>>
}

/**
 * Verifies EVM sign-in signatures with viem's `verifyMessage` against the chain's node, so
 * that externally owned accounts (ecrecover), deployed smart accounts (ERC-1271) and
 * counterfactual ones (ERC-6492) all verify. A chain with no RPC URL cannot be verified.
 */
export function eip155Verifier(options: Eip155VerifierOptions): SiwxVerifier {
  const clients = new Map<number, PublicClient>()
  const clientFor = (chainId: number): PublicClient => {
    let client = clients.get(chainId)
    if (!client) {
      const url = options.rpcUrls[chainId]
      if (!url) throw new FoyerError('UNSUPPORTED_CHAIN', { details: `eip155:${chainId}` })
      client = createPublicClient({ transport: http(url, { retryCount: 0 }) }) as PublicClient
      clients.set(chainId, client)
    }
    return client
  }
  return {
    namespace: 'eip155',
    async verify(session: SiwxSession) {
      const { namespace, reference } = parseCaipNetworkId(session.data.chainId)
      const address = session.data.accountAddress
      if (namespace !== 'eip155' || !isAddress(address, { strict: false })) return false
      if (!isHex(session.signature)) return false
      return clientFor(Number(reference)).verifyMessage({
        address,
        message: session.message,
        signature: session.signature,
      })
    },
  }
}

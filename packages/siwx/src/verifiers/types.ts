import type { ChainNamespace } from '@foyer/common'
import type { SiwxSession } from '@foyer/core'

/**
 * Checks the signature of a session for one namespace. Resolves whether it is valid; a
 * namespace without a verifier cannot be verified (its sessions are refused).
 */
export interface SiwxVerifier {
  readonly namespace: ChainNamespace
  verify(session: SiwxSession): Promise<boolean>
}

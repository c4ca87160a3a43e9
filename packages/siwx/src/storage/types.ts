import type { CaipNetworkId } from '@foyer/common'
import type { SiwxSession } from '@foyer/core'

/**
 * Where sign-in sessions live, per network and address: in the browser
 * ({@link localSiwxStorage}) or on the app's server ({@link serverSiwxStorage}).
 */
export interface SiwxStorage {
  /** Verifies and keeps a session; rejects when it does not verify. */
  add(session: SiwxSession): Promise<void>
  /** The valid sessions of an address on a network. */
  get(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Forgets the sessions of an address on a network. */
  revoke(chainId: CaipNetworkId, address: string): Promise<void>
}

/** Whether two addresses are the same account (EVM addresses ignore case). */
export function sameAddress(chainId: CaipNetworkId, a: string, b: string): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b
}

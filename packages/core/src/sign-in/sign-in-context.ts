import { type CaipNetworkId, type ChainNamespace, caipNetworkIdOf, FoyerError } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { getActiveNamespace, getCaipAddress } from '../selectors.js'
import type { FoyerSiwx, SignInView } from './types.js'

/** The client's sign-in, or 'SIWX is not enabled' (SPEC §8) when the app configured none. */
export function requireSiwx(client: FoyerClient): FoyerSiwx {
  if (!client.siwx) throw new FoyerError('SIWX_NOT_ENABLED')
  return client.siwx
}

/** The view of the sign step for this client. */
export function signInView(client: FoyerClient): SignInView {
  return client.siwx?.view ?? 'SIWXSignMessage'
}

/** The connected account sign-in is about: the active namespace's, while connected. */
export interface SignInTarget {
  namespace: ChainNamespace
  caipAddress: string
  chainId: CaipNetworkId
  address: string
}

/** The active connected account, or undefined while nothing is connected. */
export function signInTarget(client: FoyerClient): SignInTarget | undefined {
  const namespace = getActiveNamespace(client)
  if (!namespace) return undefined
  const account = client.stores.account.getState().byNamespace[namespace]
  const caipAddress = getCaipAddress(client, namespace)
  if (account?.status !== 'connected' || !caipAddress || !account.address) return undefined
  return { namespace, caipAddress, chainId: caipNetworkIdOf(caipAddress), address: account.address }
}

const attempts = new WeakMap<FoyerClient, number>()

/**
 * Starts a new round of the flow and returns a check telling whether it is still the
 * latest: an answer that arrives after the account changed or the user cancelled is dropped.
 */
export function nextSignInRound(client: FoyerClient): () => boolean {
  const round = (attempts.get(client) ?? 0) + 1
  attempts.set(client, round)
  return () => attempts.get(client) === round && !client.runtime.destroyed
}

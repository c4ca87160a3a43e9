import type { FoyerClient } from '../client/types.js'
import { reportError } from '../events/report-error.js'
import { getAccountState, getNetworkState } from '../selectors.js'

/**
 * Looks the identity of the connected EVM account up (see {@link fetchIdentity}) now and
 * whenever its address or network changes, so `profileName` and `profileImage` follow the
 * account wherever it is shown. A failed lookup is a warning. Returns the unsubscribe.
 * The lookup's code (`fetch-identity`) is its own chunk, loaded when an account first
 * connects: a visitor who never connects does not download it.
 */
export function watchIdentity(client: FoyerClient): () => void {
  let last: string | undefined
  const check = () => {
    const account = getAccountState(client, 'eip155')
    const network = getNetworkState(client, 'eip155')?.caipNetwork
    const current =
      account?.status === 'connected' && account.caipAddress && network
        ? `${network.caipNetworkId}|${account.caipAddress}`
        : undefined
    if (current === last) return
    last = current
    if (!current || client.runtime.destroyed) return
    import('./fetch-identity.js')
      .then(({ fetchIdentity }) => fetchIdentity(client))
      .catch((error: unknown) => {
        console.warn('[foyer] identity not loaded', error)
        reportError(client, error, 'identity not loaded')
      })
  }
  const unsubscribeAccount = client.stores.account.subscribe(check)
  const unsubscribeNetwork = client.stores.network.subscribe(check)
  check()
  return () => {
    unsubscribeAccount()
    unsubscribeNetwork()
  }
}

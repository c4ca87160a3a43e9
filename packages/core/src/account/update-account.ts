import type { ChainNamespace } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { type AccountState, initialAccountState } from '../store/account.js'

/**
 * Merges `patch` into one namespace's account state (creating it if the namespace had none).
 * For other Foyer packages (sign-in, embedded wallet, profile lookups) that own a field.
 */
export function updateAccountState(
  client: FoyerClient,
  namespace: ChainNamespace,
  patch: Partial<AccountState>,
): void {
  client.stores.account.setState((state) => {
    const current =
      state.byNamespace[namespace] ??
      initialAccountState(client.options.defaultAccountTypes[namespace])
    return { byNamespace: { ...state.byNamespace, [namespace]: { ...current, ...patch } } }
  })
}

/** Returns a namespace's account state to disconnected, keeping its preferred account type. */
export function resetAccountState(client: FoyerClient, namespace: ChainNamespace): void {
  const preferred =
    client.stores.account.getState().byNamespace[namespace]?.preferredAccountType ??
    client.options.defaultAccountTypes[namespace]
  client.stores.account.setState((state) => ({
    byNamespace: { ...state.byNamespace, [namespace]: initialAccountState(preferred) },
  }))
}

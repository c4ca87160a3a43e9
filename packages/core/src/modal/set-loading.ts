import type { ChainNamespace } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'

/** Sets the modal's loading flag, and the namespace's when one is given. */
export function setModalLoading(
  client: FoyerClient,
  loading: boolean,
  namespace?: ChainNamespace,
): void {
  client.stores.modal.setState((state) => ({
    loading,
    loadingByNamespace: namespace
      ? { ...state.loadingByNamespace, [namespace]: loading }
      : state.loadingByNamespace,
  }))
}

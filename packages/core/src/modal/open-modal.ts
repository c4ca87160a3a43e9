import type { ChainNamespace } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { trackEvent } from '../events/track-event.js'
import { resetView } from '../router/navigate.js'
import type { View } from '../router/views.js'
import { isConnected } from '../selectors.js'
import type { RouterData } from '../store/router.js'
import { isWalletConnectOnlyAdapter } from '../wallet-connect/no-adapter/walletconnect-only-adapter.js'
import { setModalLoading } from './set-loading.js'

/** What {@link openModal} may be asked for. */
export interface OpenModalParams {
  /** The view to open on; the swap view takes its arguments as `data.swap`. */
  view?: View
  data?: RouterData
  /** Open for one namespace: it becomes the active one. */
  namespace?: ChainNamespace
}

/**
 * The view the modal opens on (SPEC §2): the requested one; else Account when an address is
 * connected; else, with no adapters (core's own WalletConnect connector aside), AllWallets on mobile and ConnectingWalletConnectBasic
 * elsewhere; else Connect.
 */
export function openingView(client: FoyerClient, params: OpenModalParams = {}): View {
  if (params.view) return params.view
  if (isConnected(client, params.namespace)) return 'Account'
  if ([...client.adapters.values()].every(isWalletConnectOnlyAdapter)) {
    return client.environment.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  return 'Connect'
}

/**
 * Opens the modal (SPEC §4): sets loading, picks the view, sends MODAL_OPEN with the
 * connected flag, then clears loading once the client's start-up has finished.
 */
export async function openModal(client: FoyerClient, params: OpenModalParams = {}): Promise<void> {
  const { namespace } = params
  setModalLoading(client, true, namespace)
  if (namespace) {
    client.stores.account.setState({ activeNamespace: namespace })
  }
  const connected = isConnected(client, namespace)
  resetView(client, openingView(client, params), params.data)
  client.stores.modal.setState({ open: true, namespace })
  trackEvent(client, { event: 'MODAL_OPEN', properties: { connected } })
  try {
    await client.runtime.started
  } finally {
    setModalLoading(client, false, namespace)
  }
}

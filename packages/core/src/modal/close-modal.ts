import type { FoyerClient } from '../client/types.js'
import { trackEvent } from '../events/track-event.js'
import { resetView } from '../router/navigate.js'
import { SIGN_VIEWS } from '../router/views.js'
import { isConnected } from '../selectors.js'
import { clearWalletConnectUri } from '../wallet-connect/pairing.js'
import { rejectPendingRequests } from './pending-requests.js'
import { shakeModal } from './shake-modal.js'

/**
 * Whether closing is blocked: sign-in is required, the view is a sign or approve view, and
 * no session exists (SPEC §2).
 */
export function isCloseBlocked(client: FoyerClient): boolean {
  const { required, hasSession } = client.stores.signIn.getState()
  return required && !hasSession && SIGN_VIEWS.includes(client.stores.router.getState().view)
}

/**
 * Closes the modal (SPEC §2, §4). When closing is blocked the modal shakes instead and false
 * is returned. Otherwise: clears loading and the WalletConnect uri, sends MODAL_CLOSE with the
 * connected flag (if it was open), and, with an empty transaction stack, rejects the requests
 * waiting on the modal. In embedded mode the modal is part of the page and stays shown:
 * closing shows Account when connected, else Connect.
 */
export function closeModal(client: FoyerClient): boolean {
  if (isCloseBlocked(client)) {
    shakeModal(client)
    return false
  }
  const connected = isConnected(client)
  const wasOpen = client.stores.modal.getState().open
  const { embedded } = client.options
  client.stores.modal.setState({
    open: embedded && wasOpen,
    loading: false,
    loadingByNamespace: {},
    namespace: undefined,
  })
  clearWalletConnectUri(client)
  if (embedded) resetView(client, connected ? 'Account' : 'Connect')
  if (wasOpen) trackEvent(client, { event: 'MODAL_CLOSE', properties: { connected } })
  if (client.stores.router.getState().transactionStack.length === 0) rejectPendingRequests(client)
  return true
}

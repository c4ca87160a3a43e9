import { ERROR_MESSAGE_DELAY_MS, RECOVERY_PASSWORD_APPROVAL } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { schedule } from '../internal/timers.js'
import { closeModal } from '../modal/close-modal.js'
import { openModal } from '../modal/open-modal.js'
import { trackPendingRequest } from '../modal/pending-requests.js'
import { goBack } from '../router/go-back.js'
import { pushView } from '../router/navigate.js'
import { showToast } from '../toast/show-toast.js'
import type { AuthConnector } from './find-auth-connector.js'

/**
 * Shows ApproveTransaction whenever the embedded wallet waits for an approval (SPEC §4): the
 * modal is forced open on that view (pushed when it was open already). While the request
 * waits, closing the modal with an empty transaction stack rejects it. Once the frame reports
 * the answer, the modal goes back, or closes when it was opened for the approval. A method the
 * frame refuses shows 'Action not allowed' 300 ms later (SPEC §6).
 * Returns the function that stops watching.
 */
export function watchApprovals(client: FoyerClient, connector: AuthConnector): () => void {
  let untrack: (() => void) | undefined
  let openedForApproval = false
  const settle = () => {
    untrack?.()
    untrack = undefined
  }
  return connector.auth.onApproval((event) => {
    if (client.runtime.destroyed) return
    if (event.type === 'refused') {
      schedule(client, 'action-not-allowed', ERROR_MESSAGE_DELAY_MS, () =>
        showToast(client, 'error', { key: 'ui.ACTION_NOT_ALLOWED' }),
      )
      return
    }
    if (event.type === 'requested') {
      settle()
      const recovery = event.method === RECOVERY_PASSWORD_APPROVAL
      untrack = trackPendingRequest(client, () => {
        untrack = undefined
        void connector.auth.rejectPendingApproval()
        if (recovery) showToast(client, 'error', { key: 'toasts.RECOVERY_CANCELLED' })
      })
      const data = { ...client.stores.router.getState().data, approval: event.method }
      if (client.stores.modal.getState().open) {
        openedForApproval = false
        if (recovery) client.stores.router.setState({ data })
        else pushView(client, 'ApproveTransaction', data)
      } else {
        openedForApproval = true
        void openModal(client, { view: 'ApproveTransaction', data: { approval: event.method } })
      }
      return
    }
    settle()
    const router = client.stores.router.getState()
    if (
      router.data.approval === RECOVERY_PASSWORD_APPROVAL &&
      router.view !== 'ApproveTransaction'
    ) {
      const { approval: _, ...data } = router.data
      client.stores.router.setState({ data })
      return
    }
    const { open } = client.stores.modal.getState()
    if (!open || router.view !== 'ApproveTransaction') return
    if (openedForApproval) closeModal(client)
    else goBack(client)
  })
}

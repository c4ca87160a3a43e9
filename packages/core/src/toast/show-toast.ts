import { TOAST_SWAP_MS } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { cancel, schedule } from '../internal/timers.js'
import type { ToastMessage, ToastVariant } from '../store/toast.js'

/**
 * Shows a toast (SPEC §2). If one is open it is closed first and the new one appears 150 ms
 * later; a toast asked for during that wait replaces the waiting one. `message` is a catalogue
 * key or an error for the views to translate, or text already in the user's language.
 */
export function showToast(client: FoyerClient, variant: ToastVariant, message: ToastMessage): void {
  const { toast } = client.stores
  const show = () => toast.setState((state) => ({ open: true, variant, message, id: state.id + 1 }))
  if (!toast.getState().open && !client.runtime.timers.has('toast')) {
    show()
    return
  }
  toast.setState({ open: false })
  schedule(client, 'toast', TOAST_SWAP_MS, show)
}

/** Hides the toast on show and drops one waiting to show. */
export function hideToast(client: FoyerClient): void {
  cancel(client, 'toast')
  client.stores.toast.setState({ open: false })
}

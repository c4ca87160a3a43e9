import { hideToast } from '@foyer/core'
import { Toast } from '@foyer/ui'
import { useEffect } from 'react'
import { useClient } from '../client/client-context.js'
import { useStoreSelector } from '../client/use-store.js'
import { toastText } from '../i18n/toast-text.js'
import { useLocale, useMessages } from '../messages/context.js'

/** How long a success or error toast stays; a loading toast stays until replaced. */
export const TOAST_DURATION_MS = 2500

/**
 * The toast surface (SPEC §2): shows the client's toast (loading, success, error) in a
 * polite live region, in the catalogue's language (core's keys and errors translated), and
 * hides success and error toasts after a while.
 */
export function ToastSurface() {
  const client = useClient()
  const toast = useStoreSelector(client.stores.toast, (state) => state)
  const messages = useMessages()
  const locale = useLocale()
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new toast (id) gets its full time
  useEffect(() => {
    if (!toast.open || toast.variant === 'loading') return
    const timer = setTimeout(() => hideToast(client), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [client, toast.open, toast.variant, toast.id])
  return (
    <Toast
      open={toast.open}
      variant={toast.variant}
      message={toastText(toast.message, messages, locale)}
      data-testid="foyer-toast"
    />
  )
}

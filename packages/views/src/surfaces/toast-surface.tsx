import { hideToast } from '@foyer/core'
import { Toast } from '@foyer/ui'
import { useEffect } from 'react'
import { useClient } from '../client/client-context.js'
import { useStoreSelector } from '../client/use-store.js'
import { translateKnownText } from '../i18n/translate-known-text.js'
import { useMessages } from '../messages/context.js'

/** How long a success or error toast stays; a loading toast stays until replaced. */
export const TOAST_DURATION_MS = 2500

/**
 * The toast surface (SPEC §2): shows the client's toast (loading, success, error) in a
 * polite live region (core's English texts shown in the catalogue's language) and hides success and error toasts after a while.
 */
export function ToastSurface() {
  const client = useClient()
  const toast = useStoreSelector(client.stores.toast, (state) => state)
  const messages = useMessages()
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
      message={translateKnownText(toast.message, messages)}
      data-testid="foyer-toast"
    />
  )
}

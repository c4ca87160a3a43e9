import { Portal, ThemeRoot } from '@foyer/ui'
import { lazy, Suspense } from 'react'
import { useClient } from '../client/client-context.js'
import { useStoreSelector } from '../client/use-store.js'

/** The hand-off loads with the WalletConnect view, whose wallet link checks it shares. */
const WalletRequestHandoff = lazy(() =>
  import('../views/connecting-walletconnect/connecting-walletconnect-view.js').then((module) => ({
    default: module.WalletRequestHandoff,
  })),
)

/**
 * Places the mobile hand-off (`WalletRequestHandoff`, in the WalletConnect view's chunk) while a
 * WalletConnect request waits for the wallet: in the modal (`floating` false), or in a
 * portal over the page while the modal is closed. Nothing loads before a request waits.
 */
export function HandoffGate({ floating = false }: { floating?: boolean }) {
  const client = useClient()
  const waiting = useStoreSelector(client.stores.walletConnect, (state) => !!state.request)
  if (!waiting) return null
  const handoff = (
    <Suspense fallback={null}>
      <WalletRequestHandoff floating={floating} />
    </Suspense>
  )
  return floating ? (
    <Portal>
      <ThemeRoot>{handoff}</ThemeRoot>
    </Portal>
  ) : (
    handoff
  )
}

import { Portal, ThemeRoot } from '@foyer/ui'
import { lazy, Suspense } from 'react'
import { useClient } from '../client/client-context.js'
import { useStoreSelector } from '../client/use-store.js'
import { loadConnectedViews } from '../modal/view-registry.js'

const WalletRequestHandoff = lazy(() =>
  loadConnectedViews().then((module) => ({ default: module.WalletRequestHandoff })),
)

const FLOATING_STYLE = {
  position: 'fixed',
  insetBlockEnd: 16,
  insetInline: 16,
  zIndex: 'var(--foyer-z-index)',
  padding: 16,
  background: 'var(--foyer-color-bg)',
  color: 'var(--foyer-color-text)',
  border: '1px solid var(--foyer-color-border)',
  borderRadius: 'var(--foyer-radius-l)',
} as const

/**
 * The mobile hand-off to the wallet while a WalletConnect request waits for it
 * (`WalletRequestHandoff`, in the connected views' chunk): at the bottom of the open modal,
 * or floating at the bottom of the page while the modal is closed. Nothing on desktop, where
 * the wallet is on another device.
 */
export function HandoffGate({ floating }: { floating: boolean }) {
  const client = useClient()
  const waiting = useStoreSelector(client.stores.walletConnect, (state) => !!state.request)
  const open = useStoreSelector(client.stores.modal, (state) => state.open)
  if (!waiting || open === floating || !client.environment.isMobile()) return null
  const handoff = (
    <Suspense fallback={null}>
      <WalletRequestHandoff />
    </Suspense>
  )
  if (!floating) return handoff
  return (
    <Portal>
      <ThemeRoot style={FLOATING_STYLE}>{handoff}</ThemeRoot>
    </Portal>
  )
}

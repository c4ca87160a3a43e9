import { Portal, ThemeRoot } from '@foyer/ui'
import { lazy, Suspense } from 'react'
import { loadConnectedViews } from '../modal/view-registry.js'

const WalletRequestHandoff = lazy(() =>
  loadConnectedViews().then((module) => ({ default: module.WalletRequestHandoff })),
)

/**
 * Places the mobile hand-off (`WalletRequestHandoff`, in the connected views' chunk; the modal
 * renders this only while an account is connected): in the modal, or in a portal over the page
 * while the modal is closed.
 */
export function HandoffGate({ floating }: { floating: boolean }) {
  const handoff = (
    <Suspense fallback={null}>
      <WalletRequestHandoff floating={floating} />
    </Suspense>
  )
  if (!floating) return handoff
  return (
    <Portal>
      <ThemeRoot>{handoff}</ThemeRoot>
    </Portal>
  )
}

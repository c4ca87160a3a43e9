import type { View } from '@foyer/core'
import { InfoIcon } from '@foyer/ui'
import { useMessages } from '../messages/context.js'

/**
 * Shown for a view this version does not offer yet (WalletConnect, sign-in, swaps, names…):
 * an honest note instead of a fake screen. Back and close work as everywhere.
 */
export function UnavailableView({ view }: { view: View }) {
  const messages = useMessages()
  return (
    <div className="foyer-notice" data-testid={`foyer-view-${view}`} data-unavailable="">
      <InfoIcon />
      <span>{messages.modal.unavailable}</span>
    </div>
  )
}

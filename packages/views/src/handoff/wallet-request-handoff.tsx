import type { PendingWalletRequest } from '@foyer/core'
import { t, useMessages } from '../messages/context.js'
import { walletAppLink } from '../views/connecting-walletconnect/wallet-links.js'

/** Props of {@link WalletRequestHandoff}. */
export interface WalletRequestHandoffProps {
  request: PendingWalletRequest
}

/**
 * While a WalletConnect request (sign, send, switch) waits for a wallet on this phone: "Approve
 * the request in {wallet}" and an "Open {wallet}" link to the wallet's app — the first allowed
 * of its links (universal links first). A plain link, so the tap itself navigates (no script
 * runs, nothing is awaited: the browser keeps the user gesture) and one tap opens it once.
 * Nothing shows when no link is allowed.
 */
export default function WalletRequestHandoff({ request }: WalletRequestHandoffProps) {
  const messages = useMessages()
  const link = request.links.map(walletAppLink).find((each) => each !== undefined)
  if (!link) return null
  const name = request.walletName
  return (
    <div className="foyer-stack foyer-center" role="status" data-testid="foyer-handoff">
      <p className="foyer-muted">{t(messages.handoff.waiting, { name })}</p>
      <a
        className="foyer-button foyer-link-button"
        data-variant="primary"
        data-size="md"
        data-testid="foyer-handoff-open"
        href={link}
      >
        <span className="foyer-button-label">{t(messages.handoff.open, { name })}</span>
      </a>
    </div>
  )
}

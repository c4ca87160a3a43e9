import type { FoyerClient, WalletRequestHandoff as Handoff } from '@foyer/core'
import { useClient } from '../client/client-context.js'
import { useStoreSelector } from '../client/use-store.js'
import { t, useMessages } from '../messages/context.js'
import { walletAppLink } from '../views/connecting-walletconnect/wallet-links.js'

/**
 * The wallet's name and the links that open it, best first: universal links before app
 * schemes, the directory's entry of the connected wallet before what the wallet announced.
 */
export function handoffTarget(client: FoyerClient, handoff: Handoff) {
  const walletId = client.storage.get('walletId')
  // The connected wallet is the newest recent one (read as stored, not through core's
  // getRecentWallets, which would cost the modal's first chunk a split).
  const entry = client.storage.get('recentWallets')?.find((wallet) => wallet.id === walletId)
  const links = [entry?.mobile_link, handoff.universalLink, handoff.nativeLink]
  const universal = links.filter((link) => link && /^https:\/\//i.test(link.trim()))
  return {
    name: entry?.name ?? handoff.walletName,
    links: [...universal, ...links.filter((link) => !universal.includes(link))],
  }
}

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
 * While a WalletConnect request (sign, send, switch) waits for a wallet on this phone: "Approve
 * the request in {wallet}" and an "Open {wallet}" link to the wallet's app — the first allowed
 * of its links (universal links first). A plain link, so the tap itself navigates (no script
 * runs, nothing is awaited: the browser keeps the user gesture) and one tap opens it once.
 * Nothing shows on a desktop (the wallet is on another device), nor when no link is allowed.
 * In the open modal (`floating` false), or at the bottom of the page while it is closed.
 * Part of the WalletConnect view's chunk; `HandoffGate` places it.
 */
export function WalletRequestHandoff({ floating }: { floating: boolean }) {
  const client = useClient()
  const messages = useMessages()
  const request = useStoreSelector(client.stores.walletConnect, (state) => state.request)
  const open = useStoreSelector(client.stores.modal, (state) => state.open)
  if (!request || open === floating || !client.environment.isMobile()) return null
  const { name, links } = handoffTarget(client, request)
  const link = links.map(walletAppLink).find((each) => each !== undefined)
  if (!link) return null
  return (
    <div
      className="foyer-stack foyer-center"
      role="status"
      data-testid="foyer-handoff"
      style={floating ? FLOATING_STYLE : undefined}
    >
      <p className="foyer-muted">{t(messages.connecting.waiting, { name })}</p>
      <a
        className="foyer-button foyer-link-button"
        data-variant="primary"
        data-size="md"
        data-testid="foyer-handoff-open"
        href={link}
      >
        <span className="foyer-button-label">{t(messages.walletConnect.openMobile, { name })}</span>
      </a>
    </div>
  )
}

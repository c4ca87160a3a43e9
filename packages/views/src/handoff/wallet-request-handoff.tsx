import { type FoyerClient, getRecentWallets, type WalletRequestHandoff as Handoff } from '@foyer/core'
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
  const entry = getRecentWallets(client).find((wallet) => wallet.id === walletId)
  const links = [entry?.mobile_link, handoff.universalLink, handoff.nativeLink]
  const universal = links.filter((link) => link && /^https:\/\//i.test(link.trim()))
  return {
    name: entry?.name ?? handoff.walletName,
    links: [...universal, ...links.filter((link) => !universal.includes(link))],
  }
}

/**
 * While a WalletConnect request (sign, send, switch) waits for a wallet on this phone: "Approve
 * the request in {wallet}" and an "Open {wallet}" link to the wallet's app — the first allowed
 * of its links (universal links first). A plain link, so the tap itself navigates (no script
 * runs, nothing is awaited: the browser keeps the user gesture) and one tap opens it once.
 * Nothing shows when no link is allowed. Part of the connected views' chunk (a request needs
 * a connected wallet); `HandoffGate` places it.
 */
export function WalletRequestHandoff() {
  const client = useClient()
  const messages = useMessages()
  const request = useStoreSelector(client.stores.walletConnect, (state) => state.request)
  if (!request) return null
  const { name, links } = handoffTarget(client, request)
  const link = links.map(walletAppLink).find((each) => each !== undefined)
  if (!link) return null
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

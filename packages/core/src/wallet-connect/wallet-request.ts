import type { WalletRequestHandoff } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import { getRecentWallets } from '../connection/recent-wallets.js'
import type { PendingWalletRequest } from '../store/wallet-connect.js'

/**
 * Records that a WalletConnect request waits for the wallet (or that none does), with the
 * links that open the wallet, best first: universal links before app schemes, the
 * directory's entry of the connected wallet before what the wallet announced itself.
 */
export function setWalletRequest(client: FoyerClient, handoff: WalletRequestHandoff | undefined) {
  client.stores.walletConnect.setState({ request: handoff && pendingRequest(client, handoff) })
}

function pendingRequest(client: FoyerClient, handoff: WalletRequestHandoff): PendingWalletRequest {
  const walletId = client.storage.get('walletId')
  const entry = getRecentWallets(client).find((wallet) => wallet.id === walletId)
  const directory = entry?.mobile_link?.trim()
  const universal = [directory, handoff.universalLink].filter(isHttps)
  const schemes = [directory, handoff.nativeLink].filter(
    (link): link is string => !!link && !isHttps(link),
  )
  return {
    walletName: entry?.name ?? handoff.walletName,
    links: [...new Set([...universal, ...schemes])],
  }
}

function isHttps(link: string | undefined): link is string {
  return !!link && /^https:\/\//i.test(link)
}

import { RECENT_WALLETS_KEPT } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import type { RecentWallet } from '../storage/schemas.js'

/** The wallets used last, newest first, at most two (SPEC §9). */
export function getRecentWallets(client: FoyerClient): RecentWallet[] {
  return (client.storage.get('recentWallets') ?? []).slice(0, RECENT_WALLETS_KEPT)
}

/** Remembers a wallet as the newest recently used one; keeps two. */
export function addRecentWallet(client: FoyerClient, wallet: RecentWallet): void {
  const others = getRecentWallets(client).filter((entry) => entry.id !== wallet.id)
  client.storage.set('recentWallets', [wallet, ...others].slice(0, RECENT_WALLETS_KEPT))
}

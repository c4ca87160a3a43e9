import { WALLET_LIST_PAGE_SIZE } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import type { GetWalletsResult, WalletListEntry } from '../directory/types.js'
import { allConnectors } from './connection-plan.js'
import { directoryFirstPage, walletListParams } from './directory-first-page.js'
import { entryOption, isListedConnector, type WalletOption } from './wallet-option.js'

/**
 * One page of the directory as All Wallets lists it: 40 wallets a page (SPEC §9), the first
 * page shared with the Connect view's wallet count. `undefined` without a directory.
 */
export function requestWalletPage(
  client: FoyerClient,
  page: number,
  options: { signal?: AbortSignal } = {},
): Promise<GetWalletsResult> | undefined {
  if (page === 1) return directoryFirstPage(client)
  return client.directory?.getWallets(
    { page, entries: WALLET_LIST_PAGE_SIZE, ...walletListParams(client) },
    options.signal ? { signal: options.signal } : {},
  )
}

/**
 * Directory (or search) entries as All Wallets offers them: an installed wallet through its
 * connector, the others by their directory entry.
 */
export function directoryWalletOptions(
  client: FoyerClient,
  entries: readonly WalletListEntry[],
): WalletOption[] {
  const listed = allConnectors(client).filter(isListedConnector)
  return entries.map((entry) => entryOption(client, entry, listed))
}

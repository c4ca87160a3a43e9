import { WALLET_LIST_PAGE_SIZE } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import type { GetWalletsResult } from '../directory/types.js'
import { walletListParams } from './wallet-list-params.js'

/** Each client's request for the directory's first page (the list All Wallets opens on). */
const firstPages = new WeakMap<FoyerClient, { key: string; request: Promise<GetWalletsResult> }>()

/**
 * The directory's first page of 40 wallets (SPEC §9), asked once per client: Connect reads the
 * directory's wallet count from it and All Wallets shows it, so both show the same number, and
 * opening All Wallets after Connect lists at once. A failed request is asked again next time.
 * `undefined` without a directory.
 */
export function directoryFirstPage(client: FoyerClient): Promise<GetWalletsResult> | undefined {
  const directory = client.directory
  if (!directory) return undefined
  // Asked again when the app's networks (the list's chains) changed.
  const params = walletListParams(client)
  const key = JSON.stringify(params)
  const cached = firstPages.get(client)
  if (cached?.key === key) return cached.request
  const request = directory.getWallets({ page: 1, entries: WALLET_LIST_PAGE_SIZE, ...params })
  const entry = { key, request }
  firstPages.set(client, entry)
  request.catch(() => {
    if (firstPages.get(client) === entry) firstPages.delete(client)
  })
  return request
}

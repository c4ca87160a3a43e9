import { WALLET_LIST_PAGE_SIZE } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import type { GetWalletsParams, GetWalletsResult } from '../directory/types.js'

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

/** The CAIP-2 grammar (namespace 3–8, reference 1–32 characters): what /getWallets takes. */
const CAIP2_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/**
 * What every wallet list asks /getWallets for besides its page (SPEC §7): the app's networks
 * as `chains`, so an EVM-only app lists no Solana- or Bitcoin-only wallet, and the app's
 * `includeWalletIds` and `walletBadgeType` options as `include` and `badge_type`. Its JSON is
 * a cache key: requests with the same parameters get the same answer.
 */
export function walletListParams(
  client: FoyerClient,
): Pick<GetWalletsParams, 'chains' | 'include' | 'badge_type'> {
  const chains = client.stores.network
    .getState()
    .networks.map((network) => network.caipNetworkId)
    .filter((id, index, ids) => CAIP2_PATTERN.test(id) && ids.indexOf(id) === index)
  const { include, badgeType } = client.options.walletList
  return {
    chains,
    ...(include?.length ? { include } : {}),
    ...(badgeType ? { badge_type: badgeType } : {}),
  }
}

import { RECOMMENDED_WALLETS_COUNT } from '@foyer/common'
import type { Connector } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import type { GetWalletsResult, WalletListEntry } from '../directory/types.js'

/**
 * Each client's requests by excluded ids and list parameters, so reopening the modal does not
 * ask again.
 */
const requests = new WeakMap<FoyerClient, Map<string, Promise<GetWalletsResult>>>()

/**
 * The directory ids the recommended request leaves out: recent wallets and wallets whose
 * connector names its directory entry (they are listed above the recommended ones).
 */
export function recommendedExclusions(
  recent: readonly WalletListEntry[],
  connectors: readonly Connector[],
): string[] {
  return [
    ...recent.map((wallet) => wallet.id),
    ...connectors.flatMap((connector) => (connector.explorerId ? [connector.explorerId] : [])),
  ]
}

/**
 * The directory's first page of four wallets (SPEC §9 "recommended wallets page 4"), leaving
 * out `exclude`, asked once per client, exclusion set and app networks. A failed request is
 * asked again next time. `undefined` without a directory.
 */
export function requestRecommendedWallets(
  client: FoyerClient,
  exclude: readonly string[],
): Promise<GetWalletsResult> | undefined {
  const directory = client.directory
  if (!directory) return undefined
  const excluded = [...new Set(exclude)].sort()
  const params = recommendedListParams(client)
  const key = JSON.stringify([excluded, params])
  const byKey = requests.get(client) ?? new Map<string, Promise<GetWalletsResult>>()
  requests.set(client, byKey)
  let request = byKey.get(key)
  if (!request) {
    request = directory.getWallets({
      page: 1,
      entries: RECOMMENDED_WALLETS_COUNT,
      ...params,
      ...(excluded.length > 0 ? { exclude: excluded } : {}),
    })
    byKey.set(key, request)
    const pending = request
    request.catch(() => {
      if (byKey.get(key) === pending) byKey.delete(key)
    })
  }
  return request
}

/**
 * `walletListParams` (directory-first-page.ts) for this request: the app's networks as
 * `chains`, `include` and `badge_type` (SPEC §7). Built here, not imported: the import links
 * this module to the first page's and the bundler then splits two more chunks out of the
 * modal's entry (+0.9 KiB of an app's initial JS, measured on the bench).
 */
function recommendedListParams(client: FoyerClient) {
  const { include, badgeType } = client.options.walletList
  return {
    chains: client.stores.network
      .getState()
      .networks.map((network) => network.caipNetworkId)
      .filter((id) => /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(id)),
    ...(include?.length ? { include } : {}),
    ...(badgeType ? { badge_type: badgeType } : {}),
  }
}

import { RECOMMENDED_WALLETS_COUNT } from '@foyer/common'
import type { Connector } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import type { GetWalletsResult, WalletListEntry } from '../directory/types.js'
import { walletListParams } from './wallet-list-params.js'

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
  const params = walletListParams(client)
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

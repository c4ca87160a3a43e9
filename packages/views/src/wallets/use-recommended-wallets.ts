import { RECOMMENDED_WALLETS_COUNT } from '@foyer/common'
import { type FoyerClient, type GetWalletsResult, showAlertForError } from '@foyer/core'
import { useEffect, useState } from 'react'

/** Each client's requests by excluded ids, so reopening the modal does not ask again. */
const requests = new WeakMap<FoyerClient, Map<string, Promise<GetWalletsResult>>>()

/** State of the recommended-wallets request. */
export type RecommendedState =
  | { status: 'idle' | 'loading' }
  | { status: 'loaded'; result: GetWalletsResult }
  | { status: 'failed'; error: unknown }

/**
 * Asks the directory for its first page of four wallets (SPEC §9 "recommended wallets page
 * 4"), leaving out `exclude` (ids of wallets shown already), and reads its wallet count.
 * `'idle'` without a directory. A failed request is asked again next time.
 */
export function useRecommendedWallets(
  client: FoyerClient,
  exclude: readonly string[],
): RecommendedState {
  const [state, setState] = useState<RecommendedState>(() =>
    client.directory ? { status: 'loading' } : { status: 'idle' },
  )
  const excluded = [...new Set(exclude)].sort().join(',')
  // The app's networks (the list's chains) are part of what is asked, so part of the key.
  // The app's networks and wallet-list options are part of what is asked, so of the key.
  const key = `${excluded}#${JSON.stringify(recommendedQuery(client))}`
  useEffect(() => {
    const directory = client.directory
    if (!directory) return
    let active = true
    const byKey = requests.get(client) ?? new Map<string, Promise<GetWalletsResult>>()
    requests.set(client, byKey)
    let request = byKey.get(key)
    if (!request) {
      request = directory.getWallets({
        page: 1,
        entries: RECOMMENDED_WALLETS_COUNT,
        ...recommendedQuery(client),
        ...(excluded ? { exclude: excluded.split(',') } : {}),
      })
      byKey.set(key, request)
      request.catch(() => byKey.delete(key))
    }
    request.then(
      (result) => active && setState({ status: 'loaded', result }),
      (error: unknown) => {
        // 'Invalid Project ID' and the like, shown once (SPEC §8).
        showAlertForError(client, error)
        if (active) setState({ status: 'failed', error })
      },
    )
    return () => {
      active = false
    }
  }, [client, key, excluded])
  return state
}

/**
 * The app's networks and wallet-list options as /getWallets asks for them (SPEC §7 `chains`,
 * `include`, `badge_type`). Kept here, not imported: this hook is in the modal's first chunk.
 */
function recommendedQuery(client: FoyerClient) {
  const { include, badgeType } = client.options.walletList
  const chains = client.stores.network
    .getState()
    .networks.map((network) => network.caipNetworkId)
    .filter((id) => /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(id))
  return {
    chains,
    ...(include?.length ? { include } : {}),
    ...(badgeType ? { badge_type: badgeType } : {}),
  }
}

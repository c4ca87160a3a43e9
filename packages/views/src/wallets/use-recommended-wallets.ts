import {
  type FoyerClient,
  type GetWalletsResult,
  requestRecommendedWallets,
  showAlertForError,
} from '@foyer/core'
import { useEffect, useState } from 'react'

/** State of the recommended-wallets request. */
export type RecommendedState =
  | { status: 'idle' | 'loading' }
  | { status: 'loaded'; result: GetWalletsResult }
  | { status: 'failed'; error: unknown }

/**
 * Core's recommended wallets (the directory's first page of four, leaving out `exclude`, ids
 * of wallets shown already: `requestRecommendedWallets`), as React state. `'idle'` without a
 * directory.
 */
export function useRecommendedWallets(
  client: FoyerClient,
  exclude: readonly string[],
): RecommendedState {
  const [state, setState] = useState<RecommendedState>(() =>
    client.directory ? { status: 'loading' } : { status: 'idle' },
  )
  const key = [...new Set(exclude)].sort().join(',')
  useEffect(() => {
    const request = requestRecommendedWallets(client, key ? key.split(',') : [])
    if (!request) return
    let active = true
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
  }, [client, key])
  return state
}

import { type FoyerClient, searchWallets, type WalletListEntry } from '@foyer/core'
import { useEffect, useState } from 'react'

/** The state of a wallet search. */
export type WalletSearch =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; wallets: WalletListEntry[]; count: number }
  | { status: 'failed'; query: string; error: unknown }

/**
 * Core's directory search by name (`searchWallets`: up to 100 entries, shown no sooner than
 * 300 ms after the search began) as React state. A newer query cancels the older one. An empty
 * query is idle.
 */
export function useWalletSearch(client: FoyerClient, rawQuery: string): WalletSearch {
  const query = rawQuery.trim()
  const [state, setState] = useState<WalletSearch>({ status: 'idle' })
  useEffect(() => {
    const controller = new AbortController()
    const request = searchWallets(client, query, { signal: controller.signal })
    if (!request) {
      setState({ status: 'idle' })
      return
    }
    setState({ status: 'searching', query })
    request.then(
      (result) => {
        if (controller.signal.aborted) return
        setState({ status: 'done', query, wallets: result.data, count: result.count })
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', query, error })
      },
    )
    return () => controller.abort()
  }, [client, query])
  return state
}

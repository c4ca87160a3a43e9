import { SEARCH_ENTRIES, SEARCH_MIN_WAIT_MS } from '@foyer/common'
import type { FoyerClient, WalletListEntry } from '@foyer/core'
import { useEffect, useState } from 'react'
import { walletListParams } from '../../wallets/directory-first-page.js'

/** The state of a wallet search. */
export type WalletSearch =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; wallets: WalletListEntry[]; count: number }
  | { status: 'failed'; query: string; error: unknown }

/**
 * Searches the directory by name: one request of up to 100 entries (SPEC §9), whose result
 * shows no sooner than 300 ms after the search began, so the list does not flicker while
 * the user types. A newer query cancels the older one. An empty query is idle.
 */
export function useWalletSearch(client: FoyerClient, rawQuery: string): WalletSearch {
  const query = rawQuery.trim()
  const [state, setState] = useState<WalletSearch>({ status: 'idle' })
  useEffect(() => {
    const directory = client.directory
    if (!query || !directory) {
      setState({ status: 'idle' })
      return
    }
    setState({ status: 'searching', query })
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const minimumWait = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SEARCH_MIN_WAIT_MS)
    })
    const request = directory.getWallets(
      { page: 1, entries: SEARCH_ENTRIES, search: query, ...walletListParams(client) },
      { signal: controller.signal },
    )
    Promise.all([request, minimumWait]).then(
      ([result]) => {
        if (controller.signal.aborted) return
        setState({ status: 'done', query, wallets: result.data, count: result.count })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        // A failure waits out the minimum too, so it does not flash before the spinner.
        void minimumWait.then(() => {
          if (!controller.signal.aborted) setState({ status: 'failed', query, error })
        })
      },
    )
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [client, query])
  return state
}

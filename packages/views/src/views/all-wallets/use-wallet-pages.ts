import {
  type FoyerClient,
  requestWalletPage,
  showAlertForError,
  type WalletListEntry,
} from '@foyer/core'
import { useCallback, useEffect, useRef, useState } from 'react'

/** The directory's wallets, loaded 40 at a time (SPEC §9). */
export interface WalletPages {
  wallets: WalletListEntry[]
  /** The directory's total, once the first page arrived. */
  count: number | undefined
  status: 'loading' | 'ready' | 'failed'
  error: unknown
  /** Whether pages remain to be loaded. */
  hasMore: boolean
  /** Loads the next page (nothing while one is loading, after a failure or at the end). */
  loadMore: () => void
  /** Asks again for the page that failed. */
  retry: () => void
}

/**
 * Pages through the wallet directory, 40 wallets a page (SPEC §9). Wallets already listed
 * are not repeated if the directory's pages shift.
 */
export function useWalletPages(client: FoyerClient, enabled = true): WalletPages {
  const [wallets, setWallets] = useState<WalletListEntry[]>([])
  const [count, setCount] = useState<number>()
  const [status, setStatus] = useState<WalletPages['status']>('loading')
  const [error, setError] = useState<unknown>()
  const page = useRef(0)
  /** Ids listed so far, so a new page is checked against them without a pass over the list. */
  const listedIds = useRef(new Set<string>())
  const inFlight = useRef<AbortController | undefined>(undefined)

  const load = useCallback(() => {
    if (!client.directory || inFlight.current) return
    const controller = new AbortController()
    inFlight.current = controller
    const next = page.current + 1
    setStatus('loading')
    // The first page is shared with Connect's wallet count (asked once per client).
    const request = requestWalletPage(client, next, { signal: controller.signal })
    if (!request) {
      inFlight.current = undefined
      return
    }
    request
      .then(
        (result) => {
          if (controller.signal.aborted) return
          page.current = next
          setCount(result.count)
          const fresh = result.data.filter((wallet) => !listedIds.current.has(wallet.id))
          for (const wallet of fresh) listedIds.current.add(wallet.id)
          if (fresh.length > 0) setWallets((previous) => [...previous, ...fresh])
          setStatus('ready')
        },
        (reason: unknown) => {
          if (controller.signal.aborted) return
          // 'Invalid Project ID' and the like, shown once (SPEC §8).
          showAlertForError(client, reason)
          setError(reason)
          setStatus('failed')
        },
      )
      .finally(() => {
        if (inFlight.current === controller) inFlight.current = undefined
      })
  }, [client])

  useEffect(() => {
    if (!enabled) return
    if (page.current === 0) load()
    return () => {
      inFlight.current?.abort()
      inFlight.current = undefined
    }
  }, [enabled, load])

  const hasMore = count === undefined || wallets.length < count
  const loadMore = useCallback(() => {
    if (status === 'ready' && hasMore) load()
  }, [status, hasMore, load])
  return { wallets, count, status, error, hasMore, loadMore, retry: load }
}

import { ACTIVITY_SUPPORTED_NAMESPACES, type Network } from '@foyer/common'
import { type FoyerClient, showToast, type Transaction, trackEvent } from '@foyer/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { dataServiceNetworks } from './data-service-networks.js'

/** The account's history, page by page. */
export interface Activity {
  /** `unsupported`: not EVM, or a network the data service does not list among its chains. */
  status: 'unavailable' | 'unsupported' | 'loading' | 'ready' | 'empty'
  transactions: Transaction[]
  hasMore: boolean
  loadMore: () => void
}

/** Transactions whose transfers are all spam-flagged NFTs are dropped (SPEC §5). */
export function isSpamOnly(transaction: Transaction): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
  )
}

/**
 * Loads the account's history on the active network from the blockchain-data service, page
 * by page with a cursor (SPEC §4); only the active chain's is kept (SPEC §5). EVM only
 * (SPEC §5), and only on networks the service lists among its supported chains (SPEC §7):
 * elsewhere it is not asked. A failure shows the 'Failed to fetch transactions' toast and
 * marks the list empty (SPEC §8).
 */
export function useActivity(
  client: FoyerClient,
  address: string | undefined,
  network: Network | undefined,
  /** The toast text on failure: 'Failed to fetch transactions' in English. */
  failureText: string,
): Activity {
  const service = client.blockchainData
  const supported =
    network !== undefined &&
    (ACTIVITY_SUPPORTED_NAMESPACES as readonly string[]).includes(network.chainNamespace)
  const [transactions, setTransactions] = useState<Transaction[]>([])
  const [status, setStatus] = useState<Activity['status']>('loading')
  const cursor = useRef<string | null | undefined>(undefined)
  const controller = useRef<AbortController | undefined>(undefined)
  const caipNetworkId = network?.caipNetworkId

  const load = useCallback(
    (reset: boolean) => {
      if (!service || !address || !caipNetworkId) return
      controller.current?.abort()
      const abort = new AbortController()
      controller.current = abort
      setStatus('loading')
      const from = reset ? undefined : (cursor.current ?? undefined)
      service
        .getTransactions({
          account: address,
          caipNetworkId,
          // The first page fresh (a transaction just sent shows); later pages may be cached.
          ...(from ? { cursor: from } : { cache: false }),
          signal: abort.signal,
        })
        .then(
          (page) => {
            if (abort.signal.aborted) return
            cursor.current = page.next
            const kept = page.data.filter(
              (transaction) =>
                transaction.metadata.chain === caipNetworkId && !isSpamOnly(transaction),
            )
            setTransactions((previous) => {
              const next = reset ? kept : [...previous, ...kept]
              setStatus(next.length === 0 ? 'empty' : 'ready')
              return next
            })
          },
          (error: unknown) => {
            if (abort.signal.aborted) return
            showToast(client, 'error', failureText)
            trackEvent(client, {
              event: 'ERROR_FETCH_TRANSACTIONS',
              properties: {
                address,
                caipNetworkId,
                message: error instanceof Error ? error.message : String(error),
              },
            })
            cursor.current = null
            setTransactions([])
            setStatus('empty')
          },
        )
    },
    [client, service, address, caipNetworkId, failureText],
  )

  useEffect(() => {
    if (!supported || !caipNetworkId) return
    let current = true
    cursor.current = undefined
    // Not asked on a network the service does not list among its supported chains (a
    // service that cannot say is asked).
    dataServiceNetworks(client, 'getSupportedChains').then((served) => {
      if (!current) return
      if (!served || served.includes(caipNetworkId)) load(true)
      else setStatus('unsupported')
    })
    return () => {
      current = false
      controller.current?.abort()
    }
  }, [client, supported, caipNetworkId, load])

  const hasMore = typeof cursor.current === 'string' && status === 'ready'
  const loadMore = useCallback(() => {
    if (typeof cursor.current === 'string') load(false)
  }, [load])
  if (!service) return { status: 'unavailable', transactions: [], hasMore: false, loadMore }
  if (!supported) return { status: 'unsupported', transactions: [], hasMore: false, loadMore }
  return { status, transactions, hasMore, loadMore }
}

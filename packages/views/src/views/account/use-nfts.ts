import type { Network } from '@foyer/common'
import type { FoyerClient, Nft } from '@foyer/core'
import { useCallback, useEffect, useRef, useState } from 'react'

/** The account's NFTs on the active network, page by page. */
export interface Nfts {
  status: 'unavailable' | 'unsupported' | 'loading' | 'ready' | 'empty' | 'failed'
  nfts: Nft[]
  hasMore: boolean
  loadMore: () => void
}

/**
 * Loads the account's NFTs on the active EVM network from the data service (its optional
 * `getNfts`), page by page with the cursor; spam-flagged NFTs are left out.
 */
export function useNfts(
  client: FoyerClient,
  address: string | undefined,
  network: Network | undefined,
): Nfts {
  const service = client.blockchainData
  const supported = network?.chainNamespace === 'eip155'
  const caipNetworkId = network?.caipNetworkId
  const [nfts, setNfts] = useState<Nft[]>([])
  const [status, setStatus] = useState<Nfts['status']>('loading')
  const cursor = useRef<string | null | undefined>(undefined)
  const controller = useRef<AbortController | undefined>(undefined)

  const load = useCallback(
    (reset: boolean) => {
      if (!service?.getNfts || !address || !caipNetworkId) return
      controller.current?.abort()
      const abort = new AbortController()
      controller.current = abort
      setStatus('loading')
      const from = reset ? undefined : (cursor.current ?? undefined)
      service
        .getNfts({
          address,
          caipNetworkId,
          ...(from ? { cursor: from } : {}),
          signal: abort.signal,
        })
        .then(
          (page) => {
            if (abort.signal.aborted) return
            cursor.current = page.next
            const kept = page.data.filter((nft) => !nft.isSpam && nft.chainId === caipNetworkId)
            setNfts((previous) => {
              const next = reset ? kept : [...previous, ...kept]
              setStatus(next.length === 0 ? 'empty' : 'ready')
              return next
            })
          },
          (error: unknown) => {
            if (abort.signal.aborted) return
            console.warn('[foyer] NFTs not loaded', error)
            cursor.current = null
            setStatus('failed')
          },
        )
    },
    [service, address, caipNetworkId],
  )

  useEffect(() => {
    if (!supported) return
    cursor.current = undefined
    setNfts([])
    load(true)
    return () => controller.current?.abort()
  }, [supported, load])

  const loadMore = useCallback(() => {
    if (typeof cursor.current === 'string') load(false)
  }, [load])
  if (!service?.getNfts) return { status: 'unavailable', nfts: [], hasMore: false, loadMore }
  if (!supported) return { status: 'unsupported', nfts: [], hasMore: false, loadMore }
  const hasMore = typeof cursor.current === 'string' && status === 'ready'
  return { status, nfts, hasMore, loadMore }
}

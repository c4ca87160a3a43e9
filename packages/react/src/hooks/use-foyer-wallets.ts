import {
  type ConnectResult,
  createWalletConnection,
  createWalletList,
  directoryWalletOptions,
  type FoyerClient,
  type GetWalletsResult,
  requestWalletPage,
  searchWallets,
  type WalletConnectionState,
  type WalletList,
  type WalletListState,
  type WalletOption,
} from '@foyer/core'
import { useStoreSelector } from '@foyer/views/base'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useFoyerInstance } from '../context.js'

/** One page of the directory, as All Wallets lists it. */
export interface FoyerWalletPage {
  wallets: WalletOption[]
  /** The directory's total (of the search's matches for a search). */
  count: number
}

/** What {@link useFoyerWallets} returns. */
export interface UseFoyerWalletsReturn extends WalletListState {
  /** Where connecting the picked wallet stands (`pairing` carries the WalletConnect uri). */
  connection: WalletConnectionState
  /** Connects a wallet of `wallets` (or of a directory page) as the modal would on a click. */
  connect: (wallet: WalletOption) => Promise<ConnectResult | undefined>
  /** Tries the last wallet again (1 s after its attempt began, SPEC §9). */
  retry: () => Promise<ConnectResult | undefined>
  /** Gives the pending attempt up. */
  cancel: () => void
  /** A page of the whole directory (40 wallets, SPEC §9); rejects with the directory's error. */
  loadPage: (page: number, options?: { signal?: AbortSignal }) => Promise<FoyerWalletPage>
  /**
   * Searches the directory by name (100 entries, settled no sooner than 300 ms, SPEC §9);
   * a blank query gives no wallets.
   */
  search: (query: string, options?: { signal?: AbortSignal }) => Promise<FoyerWalletPage>
}

/** What the hook shows before its list is made (the first render, and on a server). */
const NO_LIST_STATE: WalletListState = {
  wallets: [],
  status: 'loading',
  error: undefined,
  allWalletsCount: undefined,
}
const NO_LIST = { getState: () => NO_LIST_STATE, subscribe: () => () => undefined }

/** A directory answer as wallet options (none without a directory or for a blank search). */
function walletPage(client: FoyerClient, result: GetWalletsResult | undefined): FoyerWalletPage {
  return result
    ? { wallets: directoryWalletOptions(client, result.data), count: result.count }
    : { wallets: [], count: 0 }
}

/**
 * The wallets the modal's Connect view shows, in its order and by its rules, with `connect`,
 * for an app that draws its own connect screen. Built on core's `createWalletList` and
 * `createWalletConnection`, so it never disagrees with the modal.
 */
export function useFoyerWallets(): UseFoyerWalletsReturn {
  const { client } = useFoyerInstance()
  const [list, setList] = useState<WalletList>()
  useEffect(() => {
    const next = createWalletList(client)
    setList(next)
    return () => next.destroy()
  }, [client])
  const connection = useMemo(() => createWalletConnection(client), [client])
  // Unmounting gives a pending attempt up: no state for a screen that is gone, no pairing
  // left on show nor renewed at its expiry, the namespace not left 'connecting'.
  useEffect(() => () => connection.cancel(), [connection])
  const state = useStoreSelector(list?.store ?? NO_LIST, (value) => value)
  const connectionState = useStoreSelector(connection.store, (value) => value)
  const connect = useCallback(
    async (wallet: WalletOption) => {
      const result = await connection.connect(wallet)
      // The wallet just used is now a recent one.
      if (result) list?.refresh()
      return result
    },
    [connection, list],
  )
  const loadPage = useCallback(
    async (page: number, options: { signal?: AbortSignal } = {}) =>
      walletPage(client, await requestWalletPage(client, page, options)),
    [client],
  )
  const search = useCallback(
    async (query: string, options: { signal?: AbortSignal } = {}) =>
      walletPage(client, await searchWallets(client, query, options)),
    [client],
  )
  return {
    ...state,
    connection: connectionState,
    connect,
    retry: connection.retry,
    cancel: connection.cancel,
    loadPage,
    search,
  }
}

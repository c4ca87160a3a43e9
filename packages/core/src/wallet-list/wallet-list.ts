import { createStore, type StoreApi } from 'zustand/vanilla'
import { showAlertForError } from '../alert/show-alert.js'
import type { FoyerClient } from '../client/types.js'
import { getRecentWallets } from '../connection/recent-wallets.js'
import { connectWalletOptions } from './connect-order.js'
import { allConnectors } from './connection-plan.js'
import { directoryFirstPage } from './directory-first-page.js'
import { recommendedExclusions, requestRecommendedWallets } from './recommended-wallets.js'
import type { WalletOption } from './wallet-option.js'

/** The wallets the Connect view shows, for an app's own connect screen. */
export interface WalletListState {
  /** In the modal's order: recent, installed, WalletConnect, four recommended. */
  wallets: WalletOption[]
  /**
   * The recommended wallets' request: `'loading'` while the directory is asked (installed
   * wallets are listed meanwhile), `'ready'` once answered or without a directory, `'failed'`.
   */
  status: 'loading' | 'ready' | 'failed'
  error: unknown
  /**
   * The directory's whole wallet count, for an "All wallets" entry (the modal's row shows it);
   * undefined until known, without a directory, or with `features.allWallets` off.
   */
  allWalletsCount: number | undefined
}

/** A live wallet list: its store, and what releases it. */
export interface WalletList {
  store: StoreApi<WalletListState>
  /** Reads the recent wallets again and rebuilds the list (after a connection, say). */
  refresh(): void
  /** Stops following the client's connectors. */
  destroy(): void
}

/**
 * The Connect view's wallet list as a store, built by the same rules as the modal
 * (`connectWalletOptions`, `requestRecommendedWallets`): it follows the adapters' connectors
 * and asks the directory for the recommended wallets once per client, as the modal does.
 */
export function createWalletList(client: FoyerClient): WalletList {
  const store = createStore<WalletListState>(() => ({
    wallets: [],
    status: client.directory ? 'loading' : 'ready',
    error: undefined,
    allWalletsCount: undefined,
  }))
  let active = true
  let round = 0

  const build = () => {
    const mine = ++round
    const recent = getRecentWallets(client)
    const connectors = allConnectors(client)
    const list = (recommended: Parameters<typeof connectWalletOptions>[1]['recommended']) =>
      connectWalletOptions(client, { recent, connectors, recommended })
    const request = requestRecommendedWallets(client, recommendedExclusions(recent, connectors))
    if (!request) {
      store.setState({ wallets: list([]), status: 'ready', error: undefined })
      return
    }
    // Installed wallets show while the directory answers, as in the modal.
    if (store.getState().status !== 'ready') store.setState({ wallets: list([]) })
    request.then(
      (result) => {
        if (active && round === mine) {
          store.setState({ wallets: list(result.data), status: 'ready', error: undefined })
        }
      },
      (error: unknown) => {
        showAlertForError(client, error)
        if (active && round === mine) store.setState({ wallets: list([]), status: 'failed', error })
      },
    )
  }

  build()
  if (client.options.features.allWallets) {
    directoryFirstPage(client)?.then(
      (result) => active && store.setState({ allWalletsCount: result.count }),
      () => undefined,
    )
  }
  const unsubscribe = client.stores.connectors.subscribe((next, previous) => {
    if (next.byNamespace !== previous.byNamespace) build()
  })
  return {
    store,
    refresh: build,
    destroy() {
      active = false
      unsubscribe()
    },
  }
}

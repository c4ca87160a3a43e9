import type { FoyerClient } from '../client/types.js'
import type { RouterData } from '../store/router.js'
import type { View } from './views.js'

/**
 * Shows `view` on top of the history. Pushing the view already on show only updates its
 * data, so double clicks do not stack duplicates.
 */
export function pushView(client: FoyerClient, view: View, data?: RouterData): void {
  client.stores.router.setState((state) => ({
    view,
    history: state.view === view ? state.history : [...state.history, view],
    data: data ?? state.data,
  }))
}

/** Replaces the view on show (the last history entry) with `view`. */
export function replaceView(client: FoyerClient, view: View, data?: RouterData): void {
  client.stores.router.setState((state) => ({
    view,
    history: [...state.history.slice(0, -1), view],
    data: data ?? state.data,
  }))
}

/** Replaces the whole history with `view` alone (SPEC §2 "Reset"). */
export function resetView(client: FoyerClient, view: View, data: RouterData = {}): void {
  client.stores.router.setState({ view, history: [view], data })
}

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

/**
 * Shows `view` as the end of a flow (a sent transaction, a finished swap): back to it when it
 * is in the history, dropping the flow's views above it (so its Back does not lead into the
 * finished form again), else pushed.
 */
export function returnToView(client: FoyerClient, view: View, data?: RouterData): void {
  const state = client.stores.router.getState()
  const index = state.history.lastIndexOf(view)
  if (index < 0) pushView(client, view, data)
  else {
    client.stores.router.setState({
      view,
      history: state.history.slice(0, index + 1),
      data: data ?? state.data,
    })
  }
}

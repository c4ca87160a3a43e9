import type { FoyerClient } from '../client/types.js'
import type { RouterData } from '../store/router.js'
import { pushView } from './navigate.js'
import type { View } from './views.js'

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

import type { FoyerClient } from '../client/types.js'
import { closeModal } from '../modal/close-modal.js'

/**
 * Goes back one view (SPEC §2). With one entry left, or when the history includes
 * UnsupportedChain, the modal closes instead; returns whether a view was popped.
 */
export function goBack(client: FoyerClient): boolean {
  const { history } = client.stores.router.getState()
  if (history.length <= 1 || history.includes('UnsupportedChain')) {
    closeModal(client)
    return false
  }
  const next = history.slice(0, -1)
  const view = next[next.length - 1]!
  client.stores.router.setState({ view, history: next })
  return true
}

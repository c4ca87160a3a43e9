import type { FoyerClient } from '../client/types.js'
import type { TransactionOutcome, TransactionStackEntry } from '../store/router.js'
import { goBack } from './go-back.js'
import { pushView, replaceView } from './navigate.js'

/** Puts a step that waits for the user's approval on the transaction stack. */
export function pushTransactionStack(client: FoyerClient, entry: TransactionStackEntry): void {
  client.stores.router.setState((state) => ({
    transactionStack: [...state.transactionStack, entry],
  }))
}

/**
 * Ends the newest pending step. Success runs `onSuccess`, then shows the entry's view
 * (pushed, or replacing the current one) or goes back when it says so. Error and cancel run
 * their callback and go back. Does nothing when the stack is empty.
 */
export function popTransactionStack(client: FoyerClient, outcome: TransactionOutcome): void {
  const stack = client.stores.router.getState().transactionStack
  const entry = stack[stack.length - 1]
  if (!entry) return
  client.stores.router.setState({ transactionStack: stack.slice(0, -1) })
  if (outcome === 'success') {
    entry.onSuccess?.()
    if (entry.goBack) goBack(client)
    else if (entry.view && entry.replace) replaceView(client, entry.view)
    else if (entry.view) pushView(client, entry.view)
    return
  }
  if (outcome === 'error') entry.onError?.()
  else entry.onCancel?.()
  goBack(client)
}

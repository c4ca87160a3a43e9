import { FoyerError } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'

/**
 * Registers a request that waits on the modal (e.g. an embedded-wallet call shown in
 * ApproveTransaction). If the modal closes with an empty transaction stack, `reject` is
 * called with a `USER_REJECTED` error (SPEC §4). Returns the function that unregisters it
 * once the request settled.
 */
export function trackPendingRequest(
  client: FoyerClient,
  reject: (reason: FoyerError) => void,
): () => void {
  const entry = (reason: unknown) => reject(reason as FoyerError)
  client.runtime.pendingRequests.add(entry)
  return () => {
    client.runtime.pendingRequests.delete(entry)
  }
}

/** Rejects and forgets every pending request. */
export function rejectPendingRequests(client: FoyerClient): void {
  const pending = [...client.runtime.pendingRequests]
  client.runtime.pendingRequests.clear()
  for (const reject of pending) {
    reject(new FoyerError('USER_REJECTED', { details: 'The modal was closed.' }))
  }
}

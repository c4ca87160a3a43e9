import { type ChainNamespace, errorFromProvider, FoyerError } from '@foyer/common'
import { hasCapability, type TransactionRequest } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import { requireConnection } from '../internal/require-connection.js'
import { refreshAfterTransaction } from './balance-watch.js'

/**
 * Asks the connected wallet of a namespace (the active one by default) to send a
 * transaction, through the adapter's `sendTransaction` capability. Resolves the hash (or id);
 * the balance is read again once it is mined (`refreshAfterTransaction`).
 *
 * @throws FoyerError: NO_ACTIVE_CAIP_ADDRESS when nothing is connected, UNSUPPORTED_METHOD
 * when the adapter cannot send, else the wallet's or node's error mapped (USER_REJECTED,
 * INSUFFICIENT_FUNDS, …).
 */
export async function sendTransaction(
  client: FoyerClient,
  params: { request: TransactionRequest; namespace?: ChainNamespace },
): Promise<string> {
  const { adapter, address } = requireConnection(client, params.namespace)
  if (!hasCapability(adapter, 'sendTransaction')) {
    throw new FoyerError('UNSUPPORTED_METHOD', { details: `${adapter.namespace}: sendTransaction` })
  }
  let hash: string
  try {
    hash = await adapter.sendTransaction({ request: params.request, address })
  } catch (error) {
    throw errorFromProvider(error)
  }
  // The balance shown follows the user's own transaction once it is mined.
  void refreshAfterTransaction(client, { hash, namespace: adapter.namespace })
  return hash
}

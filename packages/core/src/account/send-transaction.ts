import { type ChainNamespace, errorFromProvider, FoyerError } from '@foyer/common'
import { hasCapability, type TransactionRequest } from '../adapter/types.js'
import { refreshEmbeddedAccount } from '../auth/switch-account-type.js'
import type { FoyerClient } from '../client/types.js'
import { requireConnection } from '../internal/require-connection.js'
import { getAccountState } from '../selectors.js'
import { accountTypeOf } from './account-type.js'
import { refreshAfterTransaction } from './balance-watch.js'

/**
 * Asks the connected wallet of a namespace (the active one by default) to send a
 * transaction, through the adapter's `sendTransaction` capability, from the account in use (its
 * type goes along: a smart account skips the insufficient-gas check). Resolves the hash (or id);
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
  const accountType = accountTypeOf(getAccountState(client, adapter.namespace))
  try {
    hash = await adapter.sendTransaction({
      request: params.request,
      address,
      ...(accountType ? { accountType } : {}),
    })
  } catch (error) {
    throw errorFromProvider(error)
  }
  // The balance shown follows the user's own transaction once it is mined; so does whether
  // the embedded wallet's smart account is deployed (its first user operation deploys it).
  const undeployed = getAccountState(client, adapter.namespace)?.smartAccountDeployed === false
  void refreshAfterTransaction(client, { hash, namespace: adapter.namespace }).then(() =>
    undeployed ? refreshEmbeddedAccount(client) : undefined,
  )
  return hash
}

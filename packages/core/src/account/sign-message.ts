import { type ChainNamespace, errorFromProvider, FoyerError } from '@foyer/common'
import { hasCapability } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import { requireConnection } from '../internal/require-connection.js'

/**
 * Asks the connected wallet of a namespace (the active one by default) to sign a message,
 * through the adapter's `signMessage` capability. Resolves the signature.
 *
 * @throws FoyerError: NO_ACTIVE_CAIP_ADDRESS when nothing is connected, UNSUPPORTED_METHOD
 * when the adapter cannot sign messages, else the wallet's error mapped (USER_REJECTED, …).
 */
export async function signMessage(
  client: FoyerClient,
  params: { message: string; namespace?: ChainNamespace },
): Promise<string> {
  const { adapter, address } = requireConnection(client, params.namespace)
  if (!hasCapability(adapter, 'signMessage')) {
    throw new FoyerError('UNSUPPORTED_METHOD', { details: `${adapter.namespace}: signMessage` })
  }
  try {
    return await adapter.signMessage({ message: params.message, address })
  } catch (error) {
    throw errorFromProvider(error)
  }
}

import { type ChainNamespace, FoyerError } from '@foyer/common'
import type { FoyerAdapter } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'

/** The adapter of a namespace, or a FoyerError 'Adapter not found'. */
export function requireAdapter(client: FoyerClient, namespace: ChainNamespace): FoyerAdapter {
  const adapter = client.adapters.get(namespace)
  if (!adapter) throw new FoyerError('ADAPTER_NOT_FOUND', { details: `namespace ${namespace}` })
  return adapter
}

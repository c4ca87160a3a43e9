import type { FoyerAdapter } from '../adapter/types.js'
import { createFoyerClient } from '../client/create-client.js'
import type { FoyerClientOptions } from '../client/options.js'
import { createMemoryStorage } from '../storage/backend.js'
import { mainnet, sepolia } from './networks.js'

/** A client over memory storage, with two EVM networks and a project id by default. */
export function createTestClient(
  options: Partial<FoyerClientOptions> & { adapters?: readonly FoyerAdapter[] } = {},
) {
  return createFoyerClient({
    projectId: 'test-project',
    networks: [mainnet, sepolia],
    storage: createMemoryStorage(),
    isMobile: () => false,
    fetch: async () => {
      throw new Error('no network in unit tests')
    },
    ...options,
  })
}

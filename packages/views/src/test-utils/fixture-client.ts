import {
  createFoyerClient,
  createMemoryStorage,
  type FoyerClient,
  type FoyerClientOptions,
  startClient,
} from '@foyer/core'
import { FixtureAdapter } from './fixture-adapter.js'
import { mainnet, optimism, sepolia } from './networks.js'

/** A client over memory storage with the fixture adapter and networks; started. */
export async function createFixtureClient(
  options: Partial<FoyerClientOptions> & { adapter?: FixtureAdapter } = {},
): Promise<{ client: FoyerClient; adapter: FixtureAdapter }> {
  const { adapter = new FixtureAdapter(), ...rest } = options
  const client = createFoyerClient({
    projectId: 'fixture',
    networks: [mainnet, sepolia, optimism],
    adapters: [adapter],
    storage: createMemoryStorage(),
    isMobile: () => false,
    themeMode: 'light',
    ...rest,
  })
  await startClient(client)
  return { client, adapter }
}

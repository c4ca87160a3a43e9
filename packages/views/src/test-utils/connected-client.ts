import { connect, type FoyerClientOptions, updateAccountState } from '@foyer/core'
import type { FixtureAdapter } from './fixture-adapter.js'
import { createFixtureClient } from './fixture-client.js'

/** A fixture client with the fixture wallet connected (optionally with a profile name). */
export async function createConnectedClient(
  options: Partial<FoyerClientOptions> & { adapter?: FixtureAdapter; profileName?: string } = {},
) {
  const { profileName, ...rest } = options
  const result = await createFixtureClient(rest)
  await connect(result.client, { namespace: 'eip155', connectorId: 'io.foyer.fixture' })
  if (profileName) updateAccountState(result.client, 'eip155', { profileName })
  return result
}

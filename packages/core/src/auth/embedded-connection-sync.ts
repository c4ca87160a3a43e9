import type { FoyerClient } from '../client/types.js'
import { connectEmbeddedSolana } from './embedded-solana.js'
import type { AuthConnector } from './find-auth-connector.js'
import { syncEmbeddedNetworks } from './sync-embedded-networks.js'
import { watchLastUsedChain } from './watch-last-used-chain.js'

/** The clients whose `lastUsedChain` is watched already. */
const watched = new WeakSet<FoyerClient>()

/**
 * After an embedded-wallet login or restore (loaded lazily by `afterEmbeddedConnection`):
 * starts keeping `lastUsedChain`, once per client and stopped by `destroyClient`, then asks
 * the frame for its smart-account networks, and connects its Solana account where the app has
 * the Solana adapter.
 */
export async function syncEmbeddedConnection(
  client: FoyerClient,
  connector: AuthConnector,
): Promise<void> {
  if (client.runtime.destroyed) return
  if (!watched.has(client)) {
    watched.add(client)
    client.runtime.cleanups ??= new Set()
    client.runtime.cleanups.add(watchLastUsedChain(client, connector))
  }
  await Promise.all([
    syncEmbeddedNetworks(client, connector),
    connectEmbeddedSolana(client).catch((error: unknown) =>
      console.warn('[foyer] the embedded wallet has no Solana account here', error),
    ),
  ])
}

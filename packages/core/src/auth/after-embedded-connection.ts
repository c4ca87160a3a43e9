import type { FoyerClient } from '../client/types.js'
import type { AuthConnector } from './find-auth-connector.js'

/**
 * What follows every embedded-wallet connection, a login or its restore after a reload,
 * without holding it up: `lastUsedChain` kept from then on and the smart-account networks
 * asked of the frame (see `syncEmbeddedConnection`). That code is a chunk loaded on the first
 * such connection, so it stays out of an app's initial JS (issue 19's 120 KiB target).
 */
export function afterEmbeddedConnection(client: FoyerClient, connector: AuthConnector): void {
  import('./embedded-connection-sync.js').then(
    ({ syncEmbeddedConnection }) => syncEmbeddedConnection(client, connector),
    (error: unknown) => console.warn('[foyer] the embedded wallet sync did not load', error),
  )
}

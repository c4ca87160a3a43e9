import { type ChainNamespace, FoyerError } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { getConnectedNamespaces, setActiveNamespace } from '../namespace/set-active-namespace.js'
import { clearConnection } from './clear-connection.js'
import { clearLoginData } from './login-data.js'

/**
 * Disconnects a namespace, or every namespace that is not disconnected when none is given
 * (SPEC §4): the adapter disconnects the wallet, then the connection is cleared. If the
 * adapter fails, that namespace stays as it was and 'Failed to disconnect' is thrown once
 * the others are done. Disconnecting every namespace keeps the active one (and so the network
 * the user was on): the header does not move to another chain.
 */
export async function disconnect(
  client: FoyerClient,
  params: { namespace?: ChainNamespace } = {},
): Promise<void> {
  const { byNamespace } = client.stores.account.getState()
  const namespaces = params.namespace
    ? [params.namespace]
    : (Object.keys(byNamespace) as ChainNamespace[]).filter(
        (n) => byNamespace[n]?.status !== 'disconnected',
      )
  // Disconnecting every namespace: the active one stays active meanwhile (no other account
  // or network shows for a moment, and none is asked to sign in).
  const all = params.namespace === undefined
  let failure: unknown
  for (const namespace of namespaces) {
    try {
      await client.adapters.get(namespace)?.disconnect()
    } catch (error) {
      failure ??= error
      continue
    }
    // Signing out of the embedded wallet (its provider ended the frame's session) also
    // forgets the cached login data (SPEC §4).
    if (isAuthConnection(client, namespace)) clearLoginData(client)
    clearConnection(client, namespace, { keepActiveNamespace: all })
  }
  // A namespace that failed to disconnect is still connected: it becomes the active one if
  // the active one is gone.
  const after = client.stores.account.getState()
  const [stillConnected] = getConnectedNamespaces(client)
  const activeLeft = after.byNamespace[after.activeNamespace ?? 'eip155']?.status !== 'connected'
  if (stillConnected && activeLeft) {
    setActiveNamespace(client, stillConnected)
  }
  if (failure !== undefined) throw new FoyerError('DISCONNECT_FAILED', { cause: failure })
}

function isAuthConnection(client: FoyerClient, namespace: ChainNamespace): boolean {
  const connectorId = client.stores.account.getState().byNamespace[namespace]?.connectorId
  const connector = client.adapters
    .get(namespace)
    ?.getConnectors()
    .find((c) => c.id === connectorId)
  // Another namespace's face of the embedded wallet (Solana) does not end the frame's session.
  return connector?.type === 'AUTH' && connector.auth !== undefined
}

import type { CaipNetworkId, ChainNamespace } from '@foyer/common'
import { watchBalancesWhileOpen } from '../account/balance-watch.js'
import { updateAccountState } from '../account/update-account.js'
import { hasCapability } from '../adapter/types.js'
import { afterEmbeddedConnection } from '../auth/after-embedded-connection.js'
import {
  checkAuthSession,
  syncAuthUser,
  watchApprovals,
  watchThemeSync,
} from '../auth/auth-runtime.js'
import { embeddedWalletConfig, findAuthConnector } from '../auth/find-auth-connector.js'
import { addressMayCarrySocialReturn } from '../auth/social-return-pending.js'
import type { FoyerClient } from '../client/types.js'
import { reportError } from '../events/report-error.js'
import { setActiveNamespace } from '../namespace/set-active-namespace.js'
import type { WalletConnectHub } from '../wallet-connect/session-hub.js'
import { handleAdapterEvent } from './adapter-events.js'
import { applyConnection } from './apply-connection.js'
import { clearConnection } from './clear-connection.js'
import { clearAddressCaches } from './stored-connection.js'

/**
 * Starts the client (SPEC §4), once; later calls return the same promise. Sets up every
 * adapter; then a stored status of connected becomes connecting and a stored disconnected
 * clears the address caches; then each connecting namespace is resynced through its
 * adapter's `reconnect` (an account seeded as connected from a server-rendered initial state
 * stays connected meanwhile, and is cleared when storage has no connection for it). A failure logs a warning and leaves that namespace disconnected;
 * then a social login's return in the address (`result_uri`) is finished (its code loaded
 * only when the address has that parameter). The promise never
 * rejects.
 */
export function startClient(client: FoyerClient): Promise<void> {
  client.runtime.started ??= start(client)
  return client.runtime.started
}

async function start(client: FoyerClient): Promise<void> {
  // Where the adapters meet around one WalletConnect session (see WalletConnectHub).
  const walletConnect: WalletConnectHub = { namespaces: new Map() }
  await Promise.all(
    [...client.adapters].map(([namespace]) => setupAdapter(client, namespace, walletConnect)),
  )
  const authConnector = findAuthConnector(client)
  if (authConnector) {
    client.runtime.cleanups ??= new Set()
    client.runtime.cleanups.add(watchApprovals(client, authConnector))
    client.runtime.cleanups.add(watchThemeSync(client, authConnector))
  }

  const statuses = client.storage.get('connectionStatus') ?? {}
  const resync: ChainNamespace[] = []
  for (const namespace of Object.keys(client.stores.account.getState().byNamespace)) {
    const ns = namespace as ChainNamespace
    const status = statuses[ns]
    // Seeded from a server-rendered initial state (cookie): shown connected already.
    const seeded = client.stores.account.getState().byNamespace[ns]?.status === 'connected'
    if (status === 'connected') {
      // A seeded account stays shown as connected while it resyncs (no flash of 'Connecting…').
      if (!seeded) updateAccountState(client, ns, { status: 'connecting' })
      resync.push(ns)
    } else {
      if (status === 'disconnected') clearAddressCaches(client)
      // The cookie said connected but this browser's storage does not: not connected.
      if (seeded) clearConnection(client, ns)
    }
  }
  await Promise.all(resync.map((namespace) => resyncNamespace(client, namespace)))
  keepActiveNamespaceConnected(client, resync)
  // A social login that came back to the page itself (Telegram mini-app, `result_uri`): its
  // code is loaded only when the address may carry one.
  if (client.options.features.socials.length > 0 && addressMayCarrySocialReturn()) {
    try {
      const { finishSocialReturn } = await import('../auth/social-return.js')
      await finishSocialReturn(client)
    } catch (error) {
      reportError(client, error, 'Could not load the social login return')
    }
  }
  // Fresh balances while the modal is open (new blocks), when the adapter can watch them.
  if (!client.runtime.destroyed) {
    client.runtime.cleanups ??= new Set()
    client.runtime.cleanups.add(watchBalancesWhileOpen(client))
  }
}

async function setupAdapter(
  client: FoyerClient,
  namespace: ChainNamespace,
  walletConnect: WalletConnectHub,
): Promise<void> {
  const adapter = client.adapters.get(namespace)!
  try {
    await adapter.setup({
      networks: client.stores.network
        .getState()
        .networks.filter((n) => n.chainNamespace === namespace),
      emit: (event) => {
        if (!client.runtime.destroyed) handleAdapterEvent(client, namespace, event)
      },
      logger: client.logger,
      walletConnect,
      ...(client.options.services.relay ? { relayUrl: client.options.services.relay } : {}),
      ...(client.siwx ? { siwx: client.siwx } : {}),
      ...withEmbeddedWallet(client),
    })
    client.stores.connectors.setState((state) => ({
      byNamespace: { ...state.byNamespace, [namespace]: [...adapter.getConnectors()] },
    }))
  } catch (error) {
    console.warn(`[foyer] the ${namespace} adapter failed to set up`, error)
    reportError(client, error, `the ${namespace} adapter failed to set up`)
  }
}

async function resyncNamespace(client: FoyerClient, namespace: ChainNamespace): Promise<void> {
  const adapter = client.adapters.get(namespace)
  const connectorId = client.storage.get('connectorIds')?.[namespace]
  const auth = findAuthConnector(client)
  const isAuth = auth !== undefined && auth.id === connectorId && auth.chain === namespace
  try {
    // The embedded wallet: its frame must start and still hold a session (SPEC §4).
    if (isAuth && !(await checkAuthSession(client, auth))) {
      clearConnection(client, namespace)
      return
    }
    const result =
      adapter && connectorId && hasCapability(adapter, 'reconnect')
        ? await adapter.reconnect({ connectorId })
        : undefined
    if (result) {
      const name = client.storage.get('walletName')
      const connector = adapter?.getConnectors().find((c) => c.id === result.connectorId)
      applyConnection(
        client,
        namespace,
        result,
        name === undefined
          ? undefined
          : {
              name,
              ...(connector?.imageUrl ? { icon: connector.imageUrl } : {}),
              ...withIdentifier(client.storage.get('walletId')),
            },
        // The stored active namespace stays active whichever namespace answers first.
        { activate: false },
      )
      if (isAuth) {
        await syncAuthUser(client, auth, resumeChain(client, namespace))
        afterEmbeddedConnection(client, auth)
      }
      return
    }
  } catch (error) {
    console.warn(`[foyer] could not restore the ${namespace} connection`, error)
    reportError(client, error, `could not restore the ${namespace} connection`)
  }
  clearConnection(client, namespace)
}

/**
 * After the resync: the stored active namespace stays active when it reconnected (or has no
 * connection to restore); when it was meant to reconnect and did not, the first resynced
 * namespace that did becomes active, so a connected account is shown.
 */
function keepActiveNamespaceConnected(client: FoyerClient, resynced: ChainNamespace[]): void {
  const { activeNamespace, byNamespace } = client.stores.account.getState()
  if (activeNamespace && byNamespace[activeNamespace]?.status === 'connected') return
  const fallback = resynced.find((namespace) => byNamespace[namespace]?.status === 'connected')
  if (fallback) setActiveNamespace(client, fallback)
}

function withEmbeddedWallet(client: FoyerClient) {
  const embeddedWallet = embeddedWalletConfig(client)
  return embeddedWallet
    ? { embeddedWallet, embeddedAuth: () => findAuthConnector(client)?.auth }
    : {}
}

function withIdentifier(walletId: string | undefined): { identifier?: string } {
  return walletId === undefined ? {} : { identifier: walletId }
}

/** The embedded wallet's `lastUsedChain`, when it is one of the app's networks of `namespace`. */
function resumeChain(client: FoyerClient, namespace: ChainNamespace): { chainId?: CaipNetworkId } {
  const last = client.storage.get('lastUsedChain')
  const network = client.options.networks.find(
    (candidate) => candidate.caipNetworkId === last && candidate.chainNamespace === namespace,
  )
  return network ? { chainId: network.caipNetworkId } : {}
}

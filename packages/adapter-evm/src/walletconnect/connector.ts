import type { WalletConnectHub } from '@foyer/core'
import type { EvmConnector } from '../discovery/connector-registry.js'
import type { WalletConnectConnectorContext } from './connector-context.js'
import { createLazyProvider } from './lazy-provider.js'
import {
  resolveWalletConnectOptions,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectOptions,
} from './options.js'
import { createSessionOwner } from './session-owner.js'

/** The WalletConnect connector and a way to release what it holds. */
export interface WalletConnectConnectorHandle {
  connector: EvmConnector
  /** Closes the relay connection, if WalletConnect was loaded. */
  close(): Promise<void>
  /** Offers the session to the client's other adapters (solana, bip122 namespaces). */
  provideTo(hub: WalletConnectHub): void
}

/**
 * Creates the WALLET_CONNECT connector, owner of the app's one WalletConnect session (the
 * other adapters use it through the hub, see `provideTo`). Nothing of WalletConnect loads
 * here: its provider imports the session code (and WalletConnect's universal provider, an optional peer
 * dependency) with `import()` on the first request — a connect, or a reconnect after a
 * reload when this was the stored connector. Throws a TypeError for bad options.
 */
export function createWalletConnectConnector(
  options: WalletConnectOptions,
  context: WalletConnectConnectorContext,
): WalletConnectConnectorHandle {
  const resolved = resolveWalletConnectOptions(options)
  const owner = createSessionOwner(context, resolved)
  const provider = createLazyProvider(async (emit) => {
    const [{ eip155SessionProvider }, owned] = await Promise.all([
      import('./eip1193-session.js'),
      owner.session(),
    ])
    return eip155SessionProvider(owned, emit)
  })
  return {
    connector: {
      id: WALLET_CONNECT_CONNECTOR_ID,
      type: 'WALLET_CONNECT',
      name: resolved.name,
      ...(resolved.imageUrl ? { imageUrl: resolved.imageUrl } : {}),
      provider,
      chain: 'eip155',
      chains: [],
    },
    async close() {
      await provider.close()
      await owner.close()
    },
    provideTo: (hub) => owner.provideTo(hub),
  }
}

import type { ChainNamespace } from '@foyer/common'
import type { ConnectResult } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import { setActiveNamespace } from '../namespace/set-active-namespace.js'

/** Clients whose other namespaces are joining a WalletConnect session now. */
const joining = new WeakSet<FoyerClient>()

/**
 * After a WalletConnect connect in `namespace`, connects each other namespace whose adapter
 * offers a WALLET_CONNECT connector and has no wallet yet: they join the same session (no
 * new pairing, the adapters share it). One the wallet granted no account in stays
 * disconnected, with a warning. `namespace` stays the active one.
 */
export async function joinWalletConnectSession(
  client: FoyerClient,
  namespace: ChainNamespace,
  connect: (params: { namespace: ChainNamespace; connectorId: string }) => Promise<ConnectResult>,
): Promise<void> {
  if (joining.has(client)) return
  joining.add(client)
  let joined = false
  try {
    for (const [other, adapter] of client.adapters) {
      if (other === namespace) continue
      const connector = adapter.getConnectors().find((c) => c.type === 'WALLET_CONNECT')
      const status = client.stores.account.getState().byNamespace[other]?.status
      if (!connector || status === 'connected' || status === 'connecting') continue
      try {
        await connect({ namespace: other, connectorId: connector.id })
        joined = true
      } catch (error) {
        console.warn(`[foyer] the WalletConnect session has no ${other} account`, error)
      }
    }
    // The namespace the user connected in stays the active one.
    if (joined) setActiveNamespace(client, namespace)
  } finally {
    joining.delete(client)
  }
}

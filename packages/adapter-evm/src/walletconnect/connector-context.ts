import type { CaipNetworkId, Network } from '@foyer/common'

/** What the connector reads from its adapter (read when needed, so always current). */
export interface WalletConnectConnectorContext {
  /** The adapter's networks now (proposed to the wallet at each pairing). */
  networks(): readonly Network[]
  /** The app's RPC URLs by network, for reads made through the session. */
  rpcUrls(): Partial<Record<CaipNetworkId, readonly string[]>>
  /** Reports a new pairing uri (the adapter passes it on to core). */
  onUri(uri: string): void
}

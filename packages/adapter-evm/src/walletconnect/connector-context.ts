import type { CaipNetworkId, Network } from '@foyer/common'
import type { FoyerLogger, FoyerSiwx, WalletRequestHandoff } from '@foyer/core'

/** What the connector reads from its adapter (read when needed, so always current). */
export interface WalletConnectConnectorContext {
  /** The adapter's networks now (proposed to the wallet at each pairing). */
  networks(): readonly Network[]
  /** The app's RPC URLs by network, for reads made through the session. */
  rpcUrls(): Partial<Record<CaipNetworkId, readonly string[]>>
  /** Reports a new pairing uri (the adapter passes it on to core). */
  onUri(uri: string): void
  /** Reports that a request waits for the wallet, or that none does any more (undefined). */
  onWalletRequest?(handoff: WalletRequestHandoff | undefined): void
  /** The client's `services.relay` once the adapter is set up (used when `relayUrl` is unset). */
  servicesRelay?(): string | undefined
  /** Core's logger once the adapter is set up; WalletConnect's logs go there. */
  logger?(): FoyerLogger | undefined
  /** The app's sign-in when configured: an eip155-only pairing then signs in too. */
  siwx?(): FoyerSiwx | undefined
}

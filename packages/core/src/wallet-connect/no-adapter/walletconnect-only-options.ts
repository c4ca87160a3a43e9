import type { Network } from '@foyer/common'
import type { FullDappMetadata } from '../../client/metadata.js'

/** What `createWalletConnectOnlyAdapter` takes (from the client's options). */
export interface WalletConnectOnlyOptions {
  /** The app's networks, default first: every namespace is proposed, the first one served. */
  networks: readonly [Network, ...Network[]]
  /** `services.relay`: the WalletConnect relay the app hosts. */
  relayUrl: string
  metadata: FullDappMetadata
}

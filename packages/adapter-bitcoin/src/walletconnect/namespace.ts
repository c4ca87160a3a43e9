import type { Network } from '@foyer/common'
import type { WalletConnectProposalNamespace } from '@foyer/core'

/** The wallet methods the Bitcoin adapter sends through a WalletConnect session. */
export const BIP122_WALLETCONNECT_METHODS = [
  'signMessage',
  'sendTransfer',
  'signPsbt',
  'getAccountAddresses',
] as const

/**
 * The bip122 namespace to propose for the adapter's networks: their CAIP-2 ids (`bip122:`
 * and the first 32 hex digits of the genesis block hash) and the methods above. No RPC map:
 * the adapter reads the chain through esplora, not through the session.
 */
export function bip122ProposalNamespace(
  networks: readonly Network[],
): WalletConnectProposalNamespace {
  return {
    chains: networks
      .filter((network) => network.chainNamespace === 'bip122')
      .map((network) => network.caipNetworkId),
    methods: [...BIP122_WALLETCONNECT_METHODS],
    events: [],
  }
}

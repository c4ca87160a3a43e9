import type { Network } from '@foyer/common'
import type { WalletConnectProposalNamespace } from '@foyer/core'

/** The wallet methods the Solana adapter sends through a WalletConnect session. */
export const SOLANA_WALLETCONNECT_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
] as const

/**
 * The solana namespace to propose for the adapter's networks: their CAIP-2 ids
 * (`solana:<first 32 characters of the genesis hash>`), the methods above, and each
 * network's RPC endpoint keyed by its reference (reads made through the session stay on the
 * app's RPC).
 */
export function solanaProposalNamespace(
  networks: readonly Network[],
): WalletConnectProposalNamespace {
  const solana = networks.filter((network) => network.chainNamespace === 'solana')
  const rpcMap: Record<string, string> = {}
  for (const network of solana) {
    const url = network.rpcUrls.default.http[0]
    if (url) rpcMap[network.caipNetworkId.slice('solana:'.length)] = url
  }
  return {
    chains: solana.map((network) => network.caipNetworkId),
    methods: [...SOLANA_WALLETCONNECT_METHODS],
    events: [],
    rpcMap,
  }
}

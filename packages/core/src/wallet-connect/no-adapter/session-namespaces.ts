import type { ChainNamespace, Network } from '@foyer/common'
import type { WalletConnectProposalNamespace } from '../session-hub.js'

/**
 * The methods and events proposed per namespace when core pairs on its own (no adapter): what
 * an app typically sends through `useFoyerProvider`'s universal provider. The wallet grants
 * what it supports.
 */
const SESSION_SHAPE: Partial<Record<ChainNamespace, { methods: string[]; events: string[] }>> = {
  eip155: {
    methods: [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
    ],
    events: ['accountsChanged', 'chainChanged'],
  },
  solana: {
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
    events: [],
  },
  bip122: {
    methods: ['getAccountAddresses', 'signMessage', 'sendTransfer', 'signPsbt'],
    events: [],
  },
}

/**
 * The session proposal (CAIP-25, all optional) for the app's networks: one namespace per chain
 * namespace, each chain with its RPC endpoint (keyed by chain reference, as the universal
 * provider looks them up) so reads never fall back to a vendor's RPC. Networks without an RPC
 * URL or of a namespace WalletConnect has no shape for here are left out.
 */
export function proposalNamespaces(
  networks: readonly Network[],
): Record<string, WalletConnectProposalNamespace> {
  const namespaces: Record<string, WalletConnectProposalNamespace> = {}
  for (const network of networks) {
    const shape = SESSION_SHAPE[network.chainNamespace]
    const url = network.rpcUrls.default.http[0]
    if (!shape || !url) continue
    const entry = namespaces[network.chainNamespace] ?? {
      chains: [],
      methods: [...shape.methods],
      events: [...shape.events],
      rpcMap: {},
    }
    namespaces[network.chainNamespace] = entry
    entry.chains.push(network.caipNetworkId)
    const reference = network.caipNetworkId.slice(network.chainNamespace.length + 1)
    entry.rpcMap = { ...entry.rpcMap, [reference]: url }
  }
  return namespaces
}

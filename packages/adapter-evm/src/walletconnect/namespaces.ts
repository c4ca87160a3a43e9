import type { CaipNetworkId, Network } from '@foyer/common'
import { evmChainId } from '../network/chain-id.js'

/**
 * One namespace of a WalletConnect session proposal (CAIP-25): the chains asked for, the
 * methods the app will call and the events it follows, plus the RPC endpoint of each chain
 * for reads made through the session (keyed by chain reference, as the provider looks them
 * up). Other namespaces (solana, bip122) take the same shape.
 */
export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/** The wallet methods the EVM adapter sends through a WalletConnect session. */
export const EIP155_SESSION_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const

/** The wallet events the EVM adapter follows. */
export const EIP155_SESSION_EVENTS = ['accountsChanged', 'chainChanged'] as const

/**
 * The eip155 namespace to propose for the adapter's networks. Each network's RPC endpoint
 * is the `rpcMap` entry, else the app's first RPC URL, else the network's own; a network
 * with none is left out (the session would otherwise fall back to a vendor-hosted RPC).
 */
export function eip155ProposalNamespace(
  networks: readonly Network[],
  appRpcUrls: Partial<Record<CaipNetworkId, readonly string[]>>,
  rpcMap: Partial<Record<CaipNetworkId, string>> = {},
): ProposalNamespace {
  const chains: string[] = []
  const endpoints: Record<string, string> = {}
  for (const network of networks) {
    const id = network.caipNetworkId
    const url = rpcMap[id] ?? appRpcUrls[id]?.[0] ?? network.rpcUrls.default.http[0]
    if (!url) {
      console.warn(`[foyer] WalletConnect leaves out ${id}: it has no RPC URL`)
      continue
    }
    chains.push(id)
    endpoints[String(evmChainId(network))] = url
  }
  return {
    chains,
    methods: [...EIP155_SESSION_METHODS],
    events: [...EIP155_SESSION_EVENTS],
    rpcMap: endpoints,
  }
}

import type { CaipNetworkId } from '@foyer/common'
import { createClient } from 'viem'
import { toViemChain } from '../network/to-viem-chain.js'
import { type EvmAdapterState, requireNetwork } from '../state.js'
import { createEvmTransport } from './evm-transport.js'
import type { RpcClient } from './rpc-client.js'

/**
 * The app-side viem client of a configured network (through the app's RPC, never the
 * wallet), created once per adapter and network.
 */
export function getPublicClient(state: EvmAdapterState, caipNetworkId: CaipNetworkId): RpcClient {
  const cached = state.clients.get(caipNetworkId)
  if (cached) return cached
  const network = requireNetwork(state, caipNetworkId)
  const urls = state.rpcUrls[caipNetworkId] ?? network.rpcUrls.default.http
  const client: RpcClient = createClient({
    chain: toViemChain(network, urls),
    transport: createEvmTransport(network, { urls }),
  })
  state.clients.set(caipNetworkId, client)
  return client
}

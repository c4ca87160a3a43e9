import { badRequest } from '../http/errors.js'
import type { JsonRpcClient } from '../indexer/json-rpc.js'
import type { NamesRegistry } from '../names/registry.js'
import type { OnrampService } from '../onramp/onramp-service.js'
import type { Storage } from '../storage/open-storage.js'
import type { SwapApi } from '../swap/swap-api.js'
import type { PriceTable } from './prices.js'

/** A chain the service indexes, as the endpoints see it. */
export interface ServedChain {
  chainId: number
  /** CAIP-2 id, `eip155:<chainId>`. */
  caipNetworkId: string
  rpc: JsonRpcClient
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** What every endpoint can use. */
export interface ApiContext {
  storage: Storage
  chains: ReadonlyMap<string, ServedChain>
  prices: PriceTable
  names: NamesRegistry
  /** Uniswap v2 quotes and calldata on the configured chains; undefined when none is. */
  swap?: SwapApi
  /** The on-ramp (providers, orders, webhooks); absent when no provider is configured. */
  onramp?: OnrampService
  /** Progress of each chain's indexer. */
  indexerStatus(): {
    chainId: number
    nextBlock: bigint | null
    head: bigint | null
    lastError: string | null
  }[]
  /** Base URL the service is reached at (for absolute icon URLs), without a trailing slash. */
  publicUrl(): string
  /** Resolves once the chain's index holds `blockNumber` (rejects after `timeoutMs`). */
  waitForBlock(chainId: number, blockNumber: bigint, timeoutMs: number): Promise<void>
}

/** The served chain of a CAIP-2 id; 400 when the service does not index it. */
export function servedChain(context: ApiContext, caipNetworkId: string): ServedChain {
  const chain = context.chains.get(caipNetworkId)
  if (!chain) {
    throw badRequest(
      `Unsupported chain ${caipNetworkId}; this service indexes ${[...context.chains.keys()].join(', ')}`,
    )
  }
  return chain
}

import { type DataServiceOptions, startDataService } from '@foyer/data-service'
import { devstackContractAddresses } from './accounts.js'
import { DEVSTACK_HOST } from './constants.js'
import { hexQuantitySchema, rpcRequest } from './rpc.js'
import type { RunningService } from './services.js'
import type { DevstackChain } from './types.js'

/** Options of the data service, less what the stack decides (where it listens, the chains). */
export type DevstackDataServiceOptions = Omit<DataServiceOptions, 'host' | 'port' | 'chains'>

/**
 * US-dollar prices of the devnets' currencies and tokens (a devnet has no market): ETH,
 * FOY and FUSD, the same on both chains. FPT (0 decimals) has no price.
 */
export function devstackPrices(chains: readonly DevstackChain[]): Record<string, number> {
  const { tokens } = devstackContractAddresses()
  const prices: Record<string, number> = {}
  for (const chain of chains) {
    prices[`${chain.caipNetworkId}:native`] = 3000
    prices[`${chain.caipNetworkId}:${tokens.FOY.toLowerCase()}`] = 1.25
    prices[`${chain.caipNetworkId}:${tokens.FUSD.toLowerCase()}`] = 1
  }
  return prices
}

/**
 * Starts the account data service on loopback against the seeded devnets (embedded PGlite in
 * memory, no confirmation depth: a devnet does not reorganise) and resolves once it has
 * indexed every block each chain has now, so the seed is visible as soon as the stack runs.
 */
export async function startDevstackDataService(
  port: number,
  chains: readonly DevstackChain[],
  options: DevstackDataServiceOptions,
  timeoutMs: number,
): Promise<RunningService> {
  const service = await startDataService({
    confirmations: 0,
    pollIntervalMs: 250,
    prices: devstackPrices(chains),
    log: () => {},
    ...options,
    host: DEVSTACK_HOST,
    port,
    chains: chains.map((chain) => ({
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
      nativeCurrency: chain.nativeCurrency,
    })),
  })
  try {
    await Promise.all(
      chains.map(async (chain) => {
        const head = await rpcRequest(chain.rpcUrl, 'eth_blockNumber', [], hexQuantitySchema)
        await service.waitForBlock(chain.chainId, BigInt(head), timeoutMs)
      }),
    )
  } catch (error) {
    await service.close()
    throw error
  }
  return { url: service.url, close: () => service.close() }
}

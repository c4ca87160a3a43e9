import { chooseStorage, describeStorage, listenService } from '@foyer/service-kit'
import type { ApiContext, ServedChain } from './api/context.js'
import { PriceTable } from './api/prices.js'
import { createDataApp } from './http/app.js'
import { ChainIndexer, type ChainIndexerStatus } from './indexer/chain-indexer.js'
import { JsonRpcClient } from './indexer/json-rpc.js'
import { NamesRegistry } from './names/registry.js'
import { onrampAssetSource } from './onramp/assets.js'
import { OnrampService } from './onramp/onramp-service.js'
import { createSandboxOnrampProvider } from './onramp/sandbox-provider.js'
import { type DataServiceOptions, resolveDataServiceOptions } from './options.js'
import { openStorage, type Storage } from './storage/open-storage.js'
import { SwapService } from './swap/swap-service.js'

/** A running data service. */
export interface DataService {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string
  port: number
  /** Which engine stores the data. */
  engine: 'pglite' | 'postgres'
  /** The storage (tests and the benchmark read it directly). */
  storage: Storage
  /** Progress of each chain's indexer. */
  status(): ChainIndexerStatus[]
  /** Resolves once `blockNumber` of `chainId` is indexed (rejects after `timeoutMs`). */
  waitForBlock(chainId: number, blockNumber: bigint, timeoutMs?: number): Promise<void>
  /** Stops indexing and serving, and closes the storage. Idempotent. */
  close(): Promise<void>
}

/**
 * Starts the data service: opens (and migrates) the storage, starts one indexer per chain
 * and serves its API (docs/api/data-service.json) on `host:port`. Throws a `TypeError` for bad options.
 *
 * @example
 * const service = await startDataService({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
 *   dataDir: './foyer-data/data-service' })
 * await fetch(`${service.url}/v1/supported-chains`)
 * await service.close()
 */
export async function startDataService(options: DataServiceOptions): Promise<DataService> {
  const resolved = resolveDataServiceOptions(options)
  const log = resolved.log ?? ((line: string) => console.info(`data service: ${line}`))
  const storage = await openStorage(
    resolved.databaseUrl === undefined
      ? {
          engine: 'pglite',
          ...(resolved.dataDir === undefined ? {} : { dataDir: resolved.dataDir }),
        }
      : { engine: 'postgres', databaseUrl: resolved.databaseUrl },
  )
  log(describeStorage(chooseStorage(resolved, 'data-service')))
  const chains = new Map<string, ServedChain>()
  for (const chain of resolved.chains) {
    chains.set(`eip155:${chain.chainId}`, {
      chainId: chain.chainId,
      caipNetworkId: `eip155:${chain.chainId}`,
      rpc: new JsonRpcClient(chain.rpcUrl),
      nativeCurrency: chain.nativeCurrency,
    })
  }
  let indexers: ChainIndexer[] = []
  let publicUrl = resolved.publicUrl?.replace(/\/$/, '') ?? ''
  const prices = new PriceTable(resolved.prices)
  const context: ApiContext = {
    storage,
    chains,
    prices,
    names: new NamesRegistry(storage.names, {
      suffix: resolved.nameSuffix,
      maxMessageAgeSeconds: resolved.maxMessageAgeSeconds,
    }),
    publicUrl: () => publicUrl,
    indexerStatus: () => indexers.map((indexer) => ({ ...indexer.status })),
    waitForBlock: (chainId, blockNumber, timeoutMs) => {
      const indexer = indexers.find((candidate) => candidate.status.chainId === chainId)
      if (!indexer) return Promise.reject(new Error(`chain ${chainId} is not indexed`))
      return indexer.waitForBlock(blockNumber, timeoutMs)
    },
  }
  if (resolved.swap.length > 0) context.swap = new SwapService(context, resolved.swap)
  if (resolved.onrampSandbox) {
    context.onramp = new OnrampService(
      [createSandboxOnrampProvider(resolved.onrampSandbox)],
      onrampAssetSource(chains, prices, storage),
    )
  }
  let listening: Awaited<ReturnType<typeof listenService>>
  try {
    const app = await createDataApp(context, resolved, log)
    listening = await listenService(app, resolved)
  } catch (error) {
    await storage.close()
    throw error
  }
  const url = listening.url
  if (publicUrl === '') publicUrl = url

  indexers = resolved.chains.map(
    (chain) =>
      new ChainIndexer(storage.index, {
        chainId: chain.chainId,
        rpcUrl: chain.rpcUrl,
        confirmations: resolved.confirmations,
        blocksPerRange: resolved.blocksPerRange,
        pollIntervalMs: resolved.pollIntervalMs,
        startBlock: BigInt(chain.startBlock),
        retryInitialMs: resolved.retryInitialMs,
        retryMaxMs: resolved.retryMaxMs,
        log,
      }),
  )
  for (const indexer of indexers) indexer.start()

  let closing: Promise<void> | undefined
  return {
    url,
    port: listening.port,
    engine: storage.sql.engine,
    storage,
    status: () => indexers.map((indexer) => ({ ...indexer.status })),
    waitForBlock: (chainId, blockNumber, timeoutMs) =>
      context.waitForBlock(chainId, blockNumber, timeoutMs ?? 30_000),
    close() {
      closing ??= (async () => {
        await Promise.all(indexers.map((indexer) => indexer.stop()))
        await listening.close()
        await storage.close()
      })()
      return closing
    },
  }
}

import { afterAll, beforeAll } from 'vitest'
import type { DataServiceOptions } from '../options.js'
import { type DataService, startDataService } from '../server.js'

/** An RPC URL nothing listens on: the indexer only retries; the API answers without it. */
export const UNREACHABLE_RPC = 'http://127.0.0.1:9/'

/**
 * Starts a data service (PGlite in memory) for the enclosing `describe` and stops it after.
 * By default it indexes chain 31337 through an unreachable node (API-only tests).
 */
export function serveDataService(options: Partial<DataServiceOptions> = {}): {
  readonly url: string
  readonly service: DataService
} {
  let service: DataService | undefined
  beforeAll(async () => {
    service = await startDataService({
      ephemeral: true,
      chains: [{ chainId: 31337, rpcUrl: UNREACHABLE_RPC }],
      retryInitialMs: 60_000,
      log: () => {},
      ...options,
    })
  })
  afterAll(async () => {
    await service?.close()
  })
  return {
    get url() {
      if (!service) throw new Error('data service not started yet')
      return service.url
    },
    get service() {
      if (!service) throw new Error('data service not started yet')
      return service
    },
  }
}

import { type CorsRules, createServiceApp, Gauge, type ServiceApp } from '@foyer/service-kit'
import { isDatabaseUnavailable } from '@foyer/sql'
import { z } from 'zod'
import type { ApiContext } from '../api/context.js'
import { registerApiRoutes } from '../api/routes.js'
import type { ResolvedDataServiceOptions } from '../options.js'
import { DATABASE_UNAVAILABLE_MESSAGE, DataError } from './errors.js'

/** Which browser origins may read the answers: `'*'` or a list. */
export type AllowedOrigins = '*' | readonly string[]

/** CORS: `'*'` answers `*`; a list echoes a listed origin. Preflights are always answered. */
function dataCorsRules(allowed: AllowedOrigins): CorsRules {
  return {
    allows: (origin) => allowed === '*' || allowed.includes(origin),
    wildcard: allowed === '*',
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type'],
    maxAgeSeconds: 600,
  }
}

/**
 * The data service's Fastify app (`@foyer/service-kit`) with its routes. `/ready` checks the
 * database and each chain's node; `/metrics` adds each chain's indexer head lag. A database
 * that cannot be reached answers 503 (the service recovers on its own when it returns).
 */
export async function createDataApp(
  context: ApiContext,
  options: Pick<ResolvedDataServiceOptions, 'allowedOrigins' | 'logLevel' | 'trustProxy'>,
  log: (line: string) => void,
): Promise<ServiceApp> {
  const app = await createServiceApp({
    name: 'data-service',
    description:
      'Foyer account data service: balances, history, NFTs, prices, names, swaps, on-ramp and a JSON-RPC proxy for the chains it indexes.',
    logLevel: options.logLevel,
    trustProxy: options.trustProxy,
    cors: dataCorsRules(options.allowedOrigins),
    readyChecks: { database: () => context.storage.sql.query('select 1') },
    mapError: (error) => {
      if (!isDatabaseUnavailable(error)) return undefined
      log('a request failed: the database cannot be reached')
      return new DataError(503, DATABASE_UNAVAILABLE_MESSAGE)
    },
  })
  for (const chain of context.chains.values()) {
    app.addReadyCheck(`chain ${chain.caipNetworkId}`, () =>
      chain.rpc.call('eth_blockNumber', [], z.string()),
    )
  }
  new Gauge({
    name: 'data_service_indexer_head_lag_blocks',
    help: "Blocks between each chain's head and the last block indexed.",
    labelNames: ['chain'],
    registers: [app.metrics],
    collect() {
      this.reset()
      for (const status of context.indexerStatus()) {
        if (status.head === null || status.nextBlock === null) continue
        const lag = status.head - (status.nextBlock - 1n)
        this.set({ chain: `eip155:${status.chainId}` }, Number(lag > 0n ? lag : 0n))
      }
    },
  })
  // Clients post JSON whatever content type they name (a form post or `text/plain` included).
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string))
    } catch {
      done(new DataError(400, 'Request body must be JSON'), undefined)
    }
  })
  registerApiRoutes(app, context)
  return app
}

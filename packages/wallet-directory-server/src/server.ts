import { createServiceApp, Histogram, listenService } from '@foyer/service-kit'
import { type AnalyticsEventStore, createMemoryEventStore } from './analytics/event-store.js'
import { loadCatalog } from './catalog.js'
import { createOriginPolicy, directoryCorsRules } from './cors.js'
import { createDirectory } from './directory.js'
import { resolveServerOptions, type WalletDirectoryServerOptions } from './options.js'
import { registerDirectoryRoutes } from './routes.js'

/** A running wallet directory server. */
export interface WalletDirectoryServer {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string
  /** The bound port. */
  port: number
  /** The analytics events received at `POST /e` (the last 10,000, in memory). */
  analyticsEvents: AnalyticsEventStore
  /** Stops listening; requests in flight finish first. */
  close(): Promise<void>
}

/**
 * Starts the self-hostable wallet directory (SPEC §7) on `host:port` (default
 * `127.0.0.1`, a free port): the `@foyer/service-kit` Fastify app with the directory's routes,
 * plus `/health`, `/ready`, `/metrics` and `/openapi.json`. Resolves once it is listening.
 * Throws a `TypeError` for bad options and rejects when the port cannot be bound.
 *
 * @example
 * const directory = await startWalletDirectoryServer({ syntheticWallets: 500 })
 * const res = await fetch(`${directory.url}/getWallets?entries=10`)
 * await directory.close()
 */
export async function startWalletDirectoryServer(
  options: WalletDirectoryServerOptions = {},
): Promise<WalletDirectoryServer> {
  const resolved = resolveServerOptions(options)
  const { app, analyticsEvents } = await buildDirectoryApp(options)
  const service = await listenService(app, resolved)
  return { url: service.url, port: service.port, analyticsEvents, close: service.close }
}

/**
 * The directory's app without listening (the OpenAPI writer reads its routes from it).
 */
export async function buildDirectoryApp(options: WalletDirectoryServerOptions = {}) {
  const resolved = resolveServerOptions(options)
  const directory = createDirectory(await loadCatalog(), resolved)
  const analyticsEvents = createMemoryEventStore()
  const app = await createServiceApp({
    name: 'wallet-directory',
    description: 'Foyer wallet directory (SPEC §7): wallets, images and analytics configuration.',
    logLevel: resolved.logLevel,
    trustProxy: resolved.trustProxy,
    cors: directoryCorsRules(
      createOriginPolicy(resolved.allowedOrigins, resolved.allowLoopbackOrigins),
    ),
  })
  const queryTime = new Histogram({
    name: 'wallet_directory_query_seconds',
    help: 'Time to list one /getWallets query from the indexes (repeated queries are answered from the cache and not timed), in seconds.',
    buckets: [0.00001, 0.00005, 0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05],
    registers: [app.metrics],
  })
  registerDirectoryRoutes(app, directory, {
    analyticsEnabled: resolved.analyticsEnabled,
    requireProjectId: resolved.requireProjectId,
    projectIds: resolved.projectIds,
    analyticsEvents,
    queryTime,
  })
  return { app, analyticsEvents }
}

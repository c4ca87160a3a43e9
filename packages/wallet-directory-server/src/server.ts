import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AnalyticsEventStore, createMemoryEventStore } from './analytics/event-store.js'
import { loadCatalog } from './catalog.js'
import { createOriginPolicy } from './cors.js'
import { createDirectory } from './directory.js'
import { createRequestHandler } from './handler.js'
import { resolveServerOptions, type WalletDirectoryServerOptions } from './options.js'

/** A running wallet directory server. */
export interface WalletDirectoryServer {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string
  /** The bound port. */
  port: number
  /** The analytics events received at `POST /e` (the last 10,000, in memory). */
  analyticsEvents: AnalyticsEventStore
  /** Stops listening and closes open connections. */
  close(): Promise<void>
}

/**
 * Starts the self-hostable wallet directory (SPEC §7) on `host:port` (default
 * `127.0.0.1`, a free port). Resolves once it is listening. Throws a `TypeError` for bad
 * options and rejects when the port cannot be bound.
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
  const directory = createDirectory(await loadCatalog(), resolved)
  const analyticsEvents = createMemoryEventStore()
  const server = createServer(
    createRequestHandler(directory, {
      originPolicy: createOriginPolicy(resolved.allowedOrigins, resolved.allowLoopbackOrigins),
      analyticsEnabled: resolved.analyticsEnabled,
      requireProjectId: resolved.requireProjectId,
      projectIds: resolved.projectIds,
      analyticsEvents,
    }),
  )
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(resolved.port, resolved.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://${urlHost(address)}:${address.port}`,
    port: address.port,
    analyticsEvents,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

/** A host for URLs: wildcard binds map to loopback, IPv6 gets brackets. */
function urlHost(address: AddressInfo): string {
  if (address.address === '0.0.0.0') return '127.0.0.1'
  if (address.address === '::') return '[::1]'
  return address.family === 'IPv6' ? `[${address.address}]` : address.address
}

import {
  Counter,
  createServiceApp,
  Gauge,
  type LogDestination,
  type LogLevel,
  type ReadyCheck,
  type Registry,
  type ServiceApp,
  type ServiceAppExtras,
  ServiceError,
} from '@foyer/service-kit'
import type { RelayStats } from '../hub/relay-stats.js'

/** What the relay's HTTP side reads and how it logs. */
export interface RelayHttpOptions {
  /** The hub's counts right now. */
  stats: () => RelayStats
  /** Readiness checks (the shared Redis, when the relay has one). */
  readyChecks?: Record<string, ReadyCheck> | undefined
  logLevel?: LogLevel | undefined
  logDestination?: LogDestination | undefined
}

/** The 426 text for a plain HTTP request to the WebSocket endpoint. */
export const UPGRADE_REQUIRED = 'This is a WalletConnect relay: connect with a WebSocket.'

/**
 * The relay's HTTP side on the service foundation (`@foyer/service-kit`): `/health` (alive, with
 * the hub's counts and the process's resident memory), `/ready`, `/metrics` (request figures plus
 * open connections, queued bytes, stored messages and evictions), `/openapi.json`, and 426 for a
 * plain `GET /`. WebSocket upgrades never reach it: `start-relay.ts` takes them off its server.
 */
export async function createRelayHttp(
  options: RelayHttpOptions,
): Promise<ServiceApp & ServiceAppExtras> {
  const app = await createServiceApp({
    name: 'relay',
    description:
      'Foyer relay: WalletConnect v2 over WebSocket (irn_* JSON-RPC) at `/`; these HTTP endpoints are for operators.',
    logLevel: options.logLevel ?? 'silent',
    logDestination: options.logDestination,
    readyChecks: options.readyChecks,
    healthDetails: () => ({ ...options.stats(), rssBytes: process.memoryUsage.rss() }),
  })
  registerRelayMetrics(app.metrics, options.stats)
  app.get(
    '/',
    { schema: { summary: 'The WebSocket endpoint: a plain HTTP request gets 426' } },
    async (_request, reply) => {
      reply.header('upgrade', 'websocket')
      throw new ServiceError(426, 'upgrade_required', UPGRADE_REQUIRED)
    },
  )
  return app
}

/** The hub's figures on `/metrics`, read when Prometheus scrapes. */
export function registerRelayMetrics(registry: Registry, stats: () => RelayStats): void {
  const gauges: [string, string, (now: RelayStats) => number][] = [
    ['relay_connections', 'Open WebSocket connections.', (now) => now.connections],
    [
      'relay_queued_bytes',
      'Bytes handed to sockets and not yet written out, over all connections.',
      (now) => now.queuedBytes,
    ],
    ['relay_subscriptions', 'Topic subscriptions held.', (now) => now.subscriptions],
    ['relay_stored_messages', 'Messages stored for delivery.', (now) => now.messages],
    [
      'relay_memory_used_bytes',
      'What the relay counts against its memory bound.',
      (now) => now.memory.usedBytes,
    ],
  ]
  for (const [name, help, read] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(stats()))
      },
    })
  }
  let counted = 0
  new Counter({
    name: 'relay_evicted_messages_total',
    help: 'Stored messages removed before their TTL to keep a bound.',
    registers: [registry],
    collect() {
      const total = stats().evictedMessages
      if (total > counted) this.inc(total - counted)
      counted = total
    },
  })
}

import { Counter, type Registry } from '@foyer/service-kit'

/** The auth server's own figures on `/metrics`, next to the request counts every service has. */
export interface AuthMetrics {
  /** Sessions opened by a fresh login, by method (`email`, `passkey`, `farcaster`, a provider). */
  logins: Counter<'method'>
  /** Requests refused, by reason (the error code: `forbidden`, `unauthorized`, `rate_limited`, ...). */
  refusals: Counter<'reason'>
}

/** The auth server's counters, not yet in a registry (see {@link registerAuthMetrics}). */
export function createAuthMetrics(): AuthMetrics {
  return {
    logins: new Counter({
      name: 'auth_logins_total',
      help: 'Sessions opened by a fresh login, by login method.',
      labelNames: ['method'],
      registers: [],
    }),
    refusals: new Counter({
      name: 'auth_refusals_total',
      help: 'Requests refused (401, 403, 429), by reason.',
      labelNames: ['reason'],
      registers: [],
    }),
  }
}

/** Adds `metrics` to an app's registry. */
export function registerAuthMetrics(registry: Registry, metrics: AuthMetrics): void {
  registry.registerMetric(metrics.logins)
  registry.registerMetric(metrics.refusals)
}

/** Statuses that count as a refusal. */
const REFUSALS = new Set([401, 403, 429])

/** Counts `error` when it refuses the request. */
export function countRefusal(
  metrics: AuthMetrics,
  error: { status?: unknown; code?: unknown },
): void {
  if (
    typeof error.status === 'number' &&
    REFUSALS.has(error.status) &&
    typeof error.code === 'string'
  ) {
    metrics.refusals.inc({ reason: error.code })
  }
}

import type { FastifyInstance } from 'fastify'
import { Counter, collectDefaultMetrics, Histogram, type Registry } from 'prom-client'

/** Path of the Prometheus text exposition. */
export const METRICS_PATH = '/metrics'

/** Latency buckets in seconds: 1 ms to 5 s. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

/** The route label of a request that matched no route (keeps label values bounded). */
const UNMATCHED_ROUTE = 'unmatched'

/**
 * Counts every request and times it, labelled by method, route pattern (`/v1/account/:address`,
 * never the concrete path) and status, in `registry` (one per app, so two apps in one process
 * keep their own figures); serves `registry` at `/metrics`. Process figures (CPU, memory, event
 * loop) are included with the `process_`/`nodejs_` names prom-client gives them.
 */
export function installMetrics(app: FastifyInstance, registry: Registry): void {
  collectDefaultMetrics({ register: registry })
  const labelNames = ['method', 'route', 'status'] as const
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, in seconds, by method, route and status.',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })
  // One child per label set, found by a string key: no label hashing per request.
  const children = new Map<string, { count: () => void; time: (seconds: number) => void }>()
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE
    const status = String(reply.statusCode)
    const key = `${request.method} ${route} ${status}`
    let child = children.get(key)
    if (!child) {
      const counter = requests.labels(request.method, route, status)
      const histogram = latency.labels(request.method, route, status)
      child = { count: () => counter.inc(), time: (seconds) => histogram.observe(seconds) }
      children.set(key, child)
    }
    child.count()
    child.time(reply.elapsedTime / 1000)
    done()
  })
  app.get(METRICS_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const text = await registry.metrics()
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(text)
  })
}

export { Counter, Gauge, Histogram, Registry } from 'prom-client'

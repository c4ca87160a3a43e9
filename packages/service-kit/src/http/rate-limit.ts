import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Redis } from 'ioredis'
import { ServiceError } from './errors.js'
import type { ReadyCheck } from './health.js'
import { MemoryRateStore, type RateStore, RedisRateStore } from './rate-stores.js'

/** The route config key that puts a route under the service's rate limit. */
export const RATE_LIMITED = 'rateLimited'

/** The 429 message. */
export const RATE_LIMITED_MESSAGE = 'Too many requests, please try again later'

/**
 * One rate limit for a service (`@fastify/rate-limit`): at most `max` requests per client key in
 * each fixed window of `windowMs`, counted across every route that counts. Past it a request is
 * answered 429 `{ error: { code: 'rate_limited', message } }` with `Retry-After` (seconds).
 */
export interface RateLimitOptions {
  max: number
  windowMs: number
  /**
   * Which requests count (default: those to routes declared with `config: { rateLimited: true }`).
   * Requests that do not count are never limited.
   */
  appliesTo?: ((request: FastifyRequest) => boolean) | undefined
  /** The client a request is counted against (default `request.ip`, trusted proxies applied). */
  key?: ((request: FastifyRequest) => string) | undefined
  /**
   * A `redis://` URL (or a client): every instance given the same Redis spends one budget. Without
   * it the budget lives in this process's memory. The URL's client is closed with the app.
   */
  redis?: string | Redis | undefined
  /** Prefix of the Redis keys (default `foyer:<service>:rate:`). */
  redisPrefix?: string | undefined
  /** The in-memory store's clock (tests); Redis windows run on Redis's clock. */
  now?: (() => number) | undefined
}

const routeCounts = (request: FastifyRequest): boolean =>
  (request.routeOptions.config as { [RATE_LIMITED]?: boolean })[RATE_LIMITED] === true

/**
 * Installs the service's rate limit on routes added after it. Returns the readiness check of a
 * Redis store (a `PING`), if there is one.
 */
export async function installRateLimit(
  app: FastifyInstance,
  service: string,
  options: RateLimitOptions,
): Promise<ReadyCheck | undefined> {
  const counts = options.appliesTo ?? routeCounts
  let store: RateStore = new MemoryRateStore(options.now)
  let readyCheck: ReadyCheck | undefined
  if (options.redis !== undefined) {
    const redis = typeof options.redis === 'string' ? connectRedis(options.redis) : options.redis
    if (typeof options.redis === 'string')
      app.addHook('onClose', async () => void redis.disconnect())
    store = new RedisRateStore(redis, options.redisPrefix ?? `foyer:${service}:rate:`)
    readyCheck = () => redis.ping()
  }
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs,
    hook: 'onRequest',
    // A class the plugin instantiates: every route shares the one store.
    store: class {
      constructor() {
        // biome-ignore lint/correctness/noConstructorReturn: the plugin takes a constructor
        return store
      }
    } as never,
    allowList: (request) => !counts(request),
    keyGenerator: options.key ?? ((request) => request.ip),
    errorResponseBuilder: () => new ServiceError(429, 'rate_limited', RATE_LIMITED_MESSAGE),
  })
  return readyCheck
}

/** A client that fails a command fast while Redis is away, instead of queueing it for long. */
function connectRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
  // Failures reach the requests (503) and `/ready`; the client keeps reconnecting.
  redis.on('error', () => {})
  return redis
}

import type { Redis } from 'ioredis'
import { ServiceError } from './errors.js'

/** One hit counted: hits so far in the key's window and milliseconds until the window ends. */
export interface RateCount {
  current: number
  ttl: number
}

/**
 * Where `@fastify/rate-limit` counts hits (its store interface, with the window and the limit
 * passed to every `incr`). Windows are fixed: the first hit of a key opens one.
 */
export interface RateStore {
  incr(
    key: string,
    callback: (error: Error | null, result?: RateCount) => void,
    windowMs: number,
    max: number,
  ): void
  child(): RateStore
}

/** Default bound on the keys the in-memory store remembers. */
export const RATE_STORE_MAX_KEYS = 100_000

/**
 * Counts hits per key in fixed windows, in this process's memory, on the given clock. At most
 * `maxKeys` keys are kept: a new key past that first drops the expired windows, then the oldest
 * ones, so a flood of distinct keys costs bounded memory (an evicted key starts a fresh window).
 */
export class MemoryRateStore implements RateStore {
  private readonly windows = new Map<string, { start: number; count: number }>()

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = RATE_STORE_MAX_KEYS,
  ) {}

  incr(key: string, callback: (error: null, result: RateCount) => void, windowMs: number): void {
    callback(null, this.hit(key, windowMs))
  }

  /** Counts a hit for `key` in a window of `windowMs`. */
  hit(key: string, windowMs: number): RateCount {
    const now = this.now()
    const current = this.windows.get(key)
    if (!current || now - current.start >= windowMs) {
      // Re-inserted so the map's order stays oldest window first.
      this.windows.delete(key)
      if (this.windows.size >= this.maxKeys) this.makeRoom(now, windowMs)
      this.windows.set(key, { start: now, count: 1 })
      return { current: 1, ttl: windowMs }
    }
    current.count += 1
    return { current: current.count, ttl: windowMs - (now - current.start) }
  }

  /** How many keys are remembered. */
  get size(): number {
    return this.windows.size
  }

  /** Every route shares this store's windows (one budget per key across routes). */
  child(): RateStore {
    return this
  }

  private makeRoom(now: number, windowMs: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= windowMs) this.windows.delete(key)
    }
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break
      this.windows.delete(key)
    }
  }
}

/**
 * One fixed window in Redis: the first hit sets the key's expiry; answers the count and the
 * milliseconds left. Atomic, so instances hitting one key at once count every hit.
 */
const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }
`

/** 503 when the shared store cannot count: the request is refused, never let through uncounted. */
export const RATE_STORE_UNAVAILABLE = 'Service unavailable: the rate limit store cannot be reached'

/**
 * Counts hits in Redis (keys `<prefix><key>`, expiring with their window), so every instance
 * given the same Redis spends one budget per key. Windows run on Redis's clock. When Redis does
 * not answer, the request is refused with 503 rather than let through uncounted.
 */
export class RedisRateStore implements RateStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: RateCount) => void,
    windowMs: number,
  ): void {
    this.redis.eval(HIT_SCRIPT, 1, `${this.prefix}${key}`, windowMs).then(
      (reply) => {
        const [current, ttl] = reply as [number, number]
        callback(null, { current, ttl })
      },
      () => callback(new ServiceError(503, 'unavailable', RATE_STORE_UNAVAILABLE)),
    )
  }

  child(): RateStore {
    return this
  }
}

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  type RedisServerProcess,
  redisUnavailableReason,
  startRedisServer,
} from '../testing/redis-server.js'
import { createServiceApp } from './app.js'
import { type ListeningService, listenService } from './listen.js'
import type { RateLimitOptions } from './rate-limit.js'
import { MemoryRateStore, RATE_STORE_UNAVAILABLE } from './rate-stores.js'

const started: ListeningService[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((service) => service.close()))
})

/** A service with one limited route (`/limited`) and one that is not (`/free`). */
async function service(rateLimit: RateLimitOptions): Promise<ListeningService> {
  const app = await createServiceApp({ name: 'limited', logLevel: 'silent', rateLimit })
  app.post('/limited', { config: { rateLimited: true } }, async () => ({ ok: true }))
  app.post('/also-limited', { config: { rateLimited: true } }, async () => ({ ok: true }))
  app.get('/free', async () => ({ ok: true }))
  const listening = await listenService(app, { host: '127.0.0.1', port: 0 })
  started.push(listening)
  return listening
}

const post = (base: ListeningService, path = '/limited') =>
  fetch(`${base.url}${path}`, { method: 'POST' })

describe('the rate limit in memory', () => {
  it('answers 429 in the one error shape with Retry-After past the budget, then serves again', async () => {
    let now = 1_000_000
    const api = await service({ max: 2, windowMs: 60_000, now: () => now })
    expect((await post(api)).status).toBe(200)
    // One budget across the limited routes.
    expect((await post(api, '/also-limited')).status).toBe(200)
    now += 20_000
    const refused = await post(api)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests, please try again later' },
    })
    expect(refused.headers.get('retry-after')).toBe('40')
    // Routes that do not count are not limited.
    expect((await fetch(`${api.url}/free`)).status).toBe(200)
    expect((await fetch(`${api.url}/health`)).status).toBe(200)
    now += 40_000
    expect((await post(api)).status).toBe(200)
  })

  it('keys on the client address, taken through trusted proxies only', async () => {
    const app = await createServiceApp({
      name: 'proxied',
      logLevel: 'silent',
      trustProxy: ['127.0.0.1'],
      rateLimit: { max: 1, windowMs: 60_000 },
    })
    app.post('/limited', { config: { rateLimited: true } }, async () => ({ ok: true }))
    const api = await listenService(app, { host: '127.0.0.1', port: 0 })
    started.push(api)
    const from = (forwarded: string) =>
      fetch(`${api.url}/limited`, { method: 'POST', headers: { 'x-forwarded-for': forwarded } })
    expect((await from('100.64.0.1, 198.51.100.9')).status).toBe(200)
    // The client rewrote its own entry: still the address the proxy saw.
    expect((await from('100.64.0.2, 198.51.100.9')).status).toBe(429)
    expect((await from('198.51.100.10')).status).toBe(200)
  })

  it('remembers at most maxKeys keys, evicting the oldest', () => {
    const store = new MemoryRateStore(() => 0, 3)
    for (const key of ['a', 'b', 'c', 'd', 'e']) store.hit(key, 60_000)
    expect(store.size).toBe(3)
    // 'e' is remembered (its second hit); 'a' was evicted (a fresh window).
    expect(store.hit('e', 60_000).current).toBe(2)
    expect(store.hit('a', 60_000).current).toBe(1)
  })
})

const skipReason = redisUnavailableReason()
if (skipReason) console.warn(skipReason)

describe.skipIf(skipReason !== undefined)('the rate limit in a shared Redis', () => {
  let redis: RedisServerProcess
  beforeAll(async () => {
    redis = await startRedisServer()
  }, 20_000)
  afterAll(async () => {
    await redis?.stop()
  })

  it('two instances on one Redis spend one budget', async () => {
    const options = { max: 3, windowMs: 60_000, redis: redis.url }
    const [a, b] = [await service(options), await service(options)]
    const statuses = [
      (await post(a)).status,
      (await post(b)).status,
      (await post(a, '/also-limited')).status,
    ]
    expect(statuses).toEqual([200, 200, 200])
    const refused = await post(b)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests, please try again later' },
    })
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect((await post(a)).status).toBe(429)
    // The window is Redis's: its key expires with it.
    const keys = await redis.client.keys('foyer:limited:rate:*')
    expect(keys).toHaveLength(1)
    expect(await redis.client.pttl(keys[0] as string)).toBeGreaterThan(0)
  })

  it('refuses with 503 (never lets through uncounted) and is not ready while Redis is away', async () => {
    const other = await startRedisServer()
    const api = await service({ max: 100, windowMs: 60_000, redis: other.url })
    expect((await post(api)).status).toBe(200)
    expect((await fetch(`${api.url}/ready`)).status).toBe(200)
    await other.stop()
    const refused = await post(api)
    expect(refused.status).toBe(503)
    expect(await refused.json()).toEqual({
      error: { code: 'unavailable', message: RATE_STORE_UNAVAILABLE },
    })
    const ready = await fetch(`${api.url}/ready`)
    expect(ready.status).toBe(503)
    expect((await ready.json()).checks.redis.ok).toBe(false)
    expect((await fetch(`${api.url}/free`)).status).toBe(200)
  }, 20_000)
})

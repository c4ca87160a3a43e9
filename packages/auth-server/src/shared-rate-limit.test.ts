import {
  type RedisServerProcess,
  redisUnavailableReason,
  startRedisServer,
} from '@foyer/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, HOST_ORIGIN, PROJECT_ID, startHarness } from './test-utils/harness.js'

const skipReason = redisUnavailableReason()
if (skipReason) console.warn(skipReason)

/**
 * The attacker spreads its guesses over every instance behind the load balancer: with the
 * per-IP limit in a shared Redis, the instances spend one budget.
 */
describe.skipIf(skipReason !== undefined)(
  'per-IP limit shared by two instances on one Redis',
  () => {
    let redis: RedisServerProcess
    let a: Harness
    let b: Harness
    beforeAll(async () => {
      redis = await startRedisServer()
      const options = {
        redisUrl: redis.url,
        rateLimits: { perIpPerMinute: 3, perEmailPerHour: 1000 },
      }
      a = await startHarness(options)
      b = await startHarness(options)
    }, 60_000)
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()])
      await redis?.stop()
    })

    let sent = 0
    const start = (h: Harness, origin?: string) => {
      sent += 1
      return h.call('POST', '/v1/email/start', {
        body: {
          projectId: PROJECT_ID,
          hostOrigin: HOST_ORIGIN,
          email: `spread${sent}@example.com`,
        },
        ...(origin === undefined ? {} : { origin }),
      })
    }

    it('answers 429 with Retry-After once the budget is spent across instances', async () => {
      // A request from a foreign origin is refused before it is counted.
      expect((await start(a, 'https://evil.example')).status).toBe(403)
      const statuses = [(await start(a)).status, (await start(b)).status, (await start(a)).status]
      expect(statuses).toEqual([200, 200, 200])
      const refused = await start(b)
      expect(refused.status).toBe(429)
      expect(refused.body).toEqual({
        error: { code: 'rate_limited', message: 'Too many requests, please try again later' },
      })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await start(a)).status).toBe(429)
      const metrics = await (await fetch(`${b.server.url}/metrics`)).text()
      expect(metrics).toContain('auth_refusals_total{reason="rate_limited"} 1')
      const ready = await (await fetch(`${a.server.url}/ready`)).json()
      expect(ready.checks.redis).toEqual({ ok: true })
    })
  },
)

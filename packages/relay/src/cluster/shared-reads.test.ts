import {
  type RedisServerProcess,
  redisUnavailableReason,
  startRedisServer,
} from '@foyer/service-kit/testing'
import { generateKeyPair } from '@walletconnect/relay-auth'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RelayServer, startRelay } from '../index.js'
import { RawRelayClient, randomTopic } from '../test-utils/raw-client.js'

const skipReason = redisUnavailableReason()
if (skipReason) console.warn(skipReason)

/** Calls of one Redis command since the last `CONFIG RESETSTAT`. */
async function calls(redis: RedisServerProcess, command: string): Promise<number> {
  const stats = await redis.client.info('commandstats')
  const line = stats.split('\n').find((entry) => entry.startsWith(`cmdstat_${command}:`))
  return Number(/calls=(\d+)/.exec(line ?? '')?.[1] ?? 0)
}

describe.skipIf(skipReason !== undefined)('shared reads on subscribe', () => {
  let redis: RedisServerProcess
  const relays: RelayServer[] = []

  beforeAll(async () => {
    redis = await startRedisServer()
  }, 20_000)
  afterAll(async () => {
    await Promise.all(relays.map((relay) => relay.close()))
    await redis?.stop()
  })

  it('reads a topic a node lacks from Redis once for subscribers that arrive together', async () => {
    const limits = {
      publishRatePerClient: 1_000,
      publishBurstPerClient: 1_000,
      publishBytesBurstPerClient: 64 * 1024 * 1024,
      maxStoredBytesPerClient: 64 * 1024 * 1024,
      readBytesPerSecondPerConnection: 64 * 1024 * 1024,
    }
    const options = { requireAuth: false, redisUrl: redis.url, limits }
    const [a, b] = [await startRelay(options), await startRelay(options)]
    relays.push(a, b)
    const topic = randomTopic()
    const publisher = await RawRelayClient.connectAuthenticated(a.url, generateKeyPair())
    const chunk = 'p'.repeat(64 * 1024)
    for (let index = 0; index < 10; index++) {
      const answer = await publisher.request('irn_publish', {
        topic,
        message: `${index}:${chunk}`,
        ttl: 300,
      })
      expect(answer.result).toBe(true)
    }
    await redis.client.config('RESETSTAT')
    // Sixteen subscribers of node B, which holds none of the topic, subscribe at once.
    const subscribers = await Promise.all(
      Array.from({ length: 16 }, () => RawRelayClient.connectAuthenticated(b.url)),
    )
    await Promise.all(subscribers.map((client) => client.request('irn_subscribe', { topic })))
    await vi.waitFor(() => {
      for (const client of subscribers) expect(client.deliveries).toHaveLength(10)
    }, 15_000)
    // Each got every message, in order; node B read the records once, not once per subscriber.
    for (const client of subscribers) {
      expect(client.deliveries.map((d) => d.params.data.message.split(':')[0])).toEqual(
        Array.from({ length: 10 }, (_, index) => String(index)),
      )
    }
    expect(await calls(redis, 'hmget')).toBe(1)
    await Promise.all([publisher, ...subscribers].map((client) => client.close()))
  }, 30_000)
})

import { generateKeyPair } from '@walletconnect/relay-auth'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RelayServer, startRelay } from '../index.js'
import { silentLogger } from '../logger.js'
import { RawRelayClient, randomTopic } from '../test-utils/raw-client.js'
import {
  type RedisServerProcess,
  redisUnavailableReason,
  startRedisServer,
} from '../test-utils/redis-server.js'
import { clusterMessageId, type RelayCluster, toClusterMessage } from './cluster-link.js'
import { connectRedisCluster } from './redis-cluster.js'

const skipReason = redisUnavailableReason()
if (skipReason) console.warn(skipReason)

describe.skipIf(skipReason !== undefined)(
  'a topic’s events reach only the nodes that watch it',
  () => {
    let redis: RedisServerProcess
    const relays: RelayServer[] = []
    const raw: RawRelayClient[] = []
    const clusters: RelayCluster[] = []

    async function node(): Promise<RelayServer> {
      const relay = await startRelay({ requireAuth: false, redisUrl: redis.url })
      relays.push(relay)
      return relay
    }

    async function client(relay: RelayServer) {
      const connected = await RawRelayClient.connectAuthenticated(relay.url, generateKeyPair())
      raw.push(connected)
      return connected
    }

    beforeAll(async () => {
      redis = await startRedisServer()
    }, 20_000)

    afterEach(async () => {
      await Promise.all(raw.splice(0).map((connected) => connected.close()))
      await Promise.all(relays.splice(0).map((relay) => relay.close()))
      await Promise.all(clusters.splice(0).map((cluster) => cluster.close()))
      await redis.client.flushall()
    })

    afterAll(async () => {
      await redis?.stop()
    })

    it('a node with no subscriber of a topic neither receives nor keeps its messages', async () => {
      const [a, b, c] = [await node(), await node(), await node()]
      const topic = randomTopic()
      const subscriber = await client(b)
      await subscriber.request('irn_subscribe', { topic })
      await subscriber.roundTrip()
      const publisher = await client(a)
      for (const message of ['one', 'two']) {
        expect((await publisher.request('irn_publish', { topic, message, ttl: 300 })).result).toBe(
          true,
        )
      }
      await vi.waitFor(() => expect(subscriber.deliveries).toHaveLength(2))
      expect(b.stats().messages).toBe(2)
      // Node C has no client on the topic: it was never sent the messages.
      expect(c.stats().messages).toBe(0)
      // Once B's client leaves, B stops watching: later messages stay in Redis only.
      await subscriber.request('irn_unsubscribe', {
        topic,
        id: subscriber.deliveries[0]?.params.id,
      })
      await vi.waitFor(async () =>
        expect(await redis.client.call('PUBSUB', 'NUMSUB', `foyer:relay:t:${topic}`)).toEqual([
          `foyer:relay:t:${topic}`,
          0,
        ]),
      )
      await publisher.request('irn_publish', { topic, message: 'three', ttl: 300 })
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(b.stats().messages).toBe(2)
      expect(await redis.client.hlen(`foyer:relay:m:${topic}`)).toBe(3)
      // A new subscriber on C gets all three from the shared store.
      const late = await client(c)
      await late.request('irn_subscribe', { topic })
      await vi.waitFor(() =>
        expect(late.deliveries.map((d) => d.params.data.message)).toEqual(['one', 'two', 'three']),
      )
    })

    it('load reads the records a node lacks and only the acknowledgements of those it holds', async () => {
      const cluster = await connectRedisCluster({
        url: redis.url,
        maxMessagesPerTopic: 100,
        logger: silentLogger,
      })
      clusters.push(cluster)
      cluster.attach({ onMessage: () => {}, onAcknowledged: () => {} })
      const topic = randomTopic()
      const now = Date.now()
      const ids: string[] = []
      for (const text of ['held', 'missing']) {
        const id = clusterMessageId(text)
        ids.push(id)
        const owner = { clientId: 'did:key:publisher', ip: '127.0.0.1' }
        const base = { topic, message: text, tag: 1, attestation: undefined, owner }
        await cluster.persist(
          toClusterMessage({ ...base, publishedAt: now, expiresAt: now + 60_000 }, id),
        )
      }
      const [held, missing] = ids as [string, string]
      cluster.acknowledge(topic, held, 'did:key:reader')
      cluster.acknowledge(topic, missing, 'did:key:reader')
      await vi.waitFor(async () =>
        expect(await redis.client.hlen(`foyer:relay:a:${topic}`)).toBe(2),
      )

      const loaded = await cluster.load([topic], (_topic, id) => id === held)
      expect(loaded.messages.map((message) => message.message)).toEqual(['missing'])
      expect(loaded.messages[0]?.acknowledgedBy).toEqual(['did:key:publisher', 'did:key:reader'])
      expect(loaded.acknowledgements).toEqual([{ topic, id: held, clientId: 'did:key:reader' }])

      const all = await cluster.load([topic])
      expect(all.messages.map((message) => message.message).sort()).toEqual(['held', 'missing'])
      expect(all.acknowledgements).toEqual([])
    })
  },
)

import {
  type RedisServerProcess,
  redisUnavailableReason,
  startRedisServer,
} from '@foyer/service-kit/testing'
import { generateKeyPair } from '@walletconnect/relay-auth'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { RPC_ERROR_CODE } from '../constants.js'
import { type RelayOptions, type RelayServer, startRelay } from '../index.js'
import { silentLogger } from '../logger.js'
import { guardOutsideRequests } from '../test-utils/outside-request-guard.js'
import { RawRelayClient, randomTopic } from '../test-utils/raw-client.js'
import {
  closeSignClient,
  createSignClient,
  type SignClientInstance,
} from '../test-utils/sign-clients.js'
import { establishSession, signThroughRelay } from '../test-utils/sign-session.js'
import { clusterMessageId, toClusterMessage } from './cluster-link.js'
import { connectRedisCluster } from './redis-cluster.js'

const skipReason = redisUnavailableReason()
if (skipReason) console.warn(skipReason)

describe.skipIf(skipReason !== undefined)('relay nodes sharing one Redis', () => {
  let redis: RedisServerProcess
  const relays: RelayServer[] = []
  const raw: RawRelayClient[] = []
  const cleanups: (() => Promise<unknown>)[] = []

  async function node(options: RelayOptions = {}): Promise<RelayServer> {
    const relay = await startRelay({ requireAuth: false, ...options, redisUrl: redis.url })
    relays.push(relay)
    return relay
  }

  async function client(relay: RelayServer, keyPair = generateKeyPair()) {
    const connected = await RawRelayClient.connectAuthenticated(relay.url, keyPair)
    raw.push(connected)
    return connected
  }

  beforeAll(async () => {
    redis = await startRedisServer()
  }, 20_000)

  afterEach(async () => {
    await Promise.all(raw.splice(0).map((connected) => connected.close()))
    await Promise.all(relays.splice(0).map((relay) => relay.close()))
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
    await redis.client.flushall()
  })

  afterAll(async () => {
    await redis?.stop()
  })

  it('delivers a message published on node A to a subscriber on node B, and stores it in Redis', async () => {
    const [a, b] = [await node(), await node()]
    const topic = randomTopic()
    const subscriber = await client(b)
    expect((await subscriber.request('irn_subscribe', { topic })).result).toMatch(/^[0-9a-f]{64}$/)
    const publisher = await client(a)
    const answer = await publisher.request('irn_publish', { topic, message: 'hello', ttl: 300 })
    expect(answer.result).toBe(true)
    // Acknowledged means stored: Redis holds the message, with the message's TTL.
    const stored = await redis.client.hvals(`foyer:relay:m:${topic}`)
    expect(stored.map((text) => JSON.parse(text).message)).toEqual(['hello'])
    expect(await redis.client.pttl(`foyer:relay:m:${topic}`)).toBeGreaterThan(290_000)
    await vi.waitFor(() =>
      expect(subscriber.deliveries.map((d) => d.params.data.message)).toEqual(['hello']),
    )
  })

  it('announces a message only when a node watches its topic, and a later subscriber still gets it', async () => {
    const [a, b] = [await node(), await node()]
    // A pattern subscriber sees every event published, and is not a listener PUBSUB NUMSUB counts.
    const observer = redis.client.duplicate()
    cleanups.push(() => observer.quit())
    const events: string[] = []
    observer.on('pmessage', (_pattern: string, channel: string, text: string) => {
      // Acknowledgements are announced too; only message events count here.
      if (JSON.parse(text).kind === 'message') events.push(channel)
    })
    await observer.psubscribe('foyer:relay:t:*')
    const topic = randomTopic()
    const publisher = await client(a)
    expect(
      (await publisher.request('irn_publish', { topic, message: 'unwatched', ttl: 300 })).result,
    ).toBe(true)
    const subscriber = await client(b)
    await subscriber.request('irn_subscribe', { topic })
    await vi.waitFor(() =>
      expect(subscriber.deliveries.map((d) => d.params.data.message)).toEqual(['unwatched']),
    )
    expect(events).toEqual([])
    expect(
      (await publisher.request('irn_publish', { topic, message: 'watched', ttl: 300 })).result,
    ).toBe(true)
    await vi.waitFor(() => expect(events).toEqual([`foyer:relay:t:${topic}`]))
    await vi.waitFor(() =>
      expect(subscriber.deliveries.map((d) => d.params.data.message)).toEqual([
        'unwatched',
        'watched',
      ]),
    )
  })

  it('replays on node B what was stored through node A before B started, once', async () => {
    const a = await node()
    const topic = randomTopic()
    const publisher = await client(a)
    for (const message of ['one', 'two', 'three']) {
      expect((await publisher.request('irn_publish', { topic, message, ttl: 300 })).result).toBe(
        true,
      )
    }
    const b = await node()
    const keyPair = generateKeyPair()
    const reader = await client(b, keyPair)
    await reader.request('irn_subscribe', { topic })
    await vi.waitFor(() => expect(reader.deliveries).toHaveLength(3))
    expect(reader.deliveries.map((d) => d.params.data.message)).toEqual(['one', 'two', 'three'])
    await reader.roundTrip()
    // Its acknowledgements are shared: a new connection of the same client on node A gets nothing.
    const again = await client(a, keyPair)
    await vi.waitFor(async () => {
      expect(await redis.client.hlen(`foyer:relay:a:${topic}`)).toBe(3)
    })
    await again.request('irn_subscribe', { topic })
    await again.roundTrip()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(again.deliveries).toEqual([])
    const fetched = await (await client(b)).request('irn_batchFetchMessages', { topics: [topic] })
    expect((fetched.result as { messages: unknown[] }).messages).toHaveLength(3)
  })

  it('expires stored messages with their TTL, in Redis and on every node', async () => {
    const limits = { maxTtlSeconds: 1 }
    const [a, b] = [await node({ limits }), await node({ limits })]
    const topic = randomTopic()
    const publisher = await client(a)
    expect(
      (await publisher.request('irn_publish', { topic, message: 'brief', ttl: 300 })).result,
    ).toBe(true)
    const ttl = await redis.client.pttl(`foyer:relay:m:${topic}`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(1_000)
    await new Promise((resolve) => setTimeout(resolve, 1_300))
    expect(await redis.client.exists(`foyer:relay:m:${topic}`, `foyer:relay:o:${topic}`)).toBe(0)
    const late = await client(b)
    await late.request('irn_subscribe', { topic })
    const fetched = await late.request('irn_batchFetchMessages', { topics: [topic] })
    expect(fetched.result).toEqual({ messages: [], hasMore: false })
    expect(late.deliveries).toEqual([])
  })

  it('keeps quotas per node: connections and publish rate of one identity', async () => {
    const limits = {
      maxConnectionsPerClient: 1,
      publishBurstPerClient: 3,
      publishRatePerClient: 0.01,
    }
    const [a, b] = [await node({ limits }), await node({ limits })]
    const keyPair = generateKeyPair()
    const first = await client(a, keyPair)
    const refused = await client(a, keyPair)
    expect((await refused.closed).code).toBe(1013)
    const onB = await client(b, keyPair)
    const topic = randomTopic()
    const codes: unknown[] = []
    for (let index = 0; index < 4; index++) {
      const answer = await first.request('irn_publish', { topic, message: `a${index}`, ttl: 300 })
      codes.push(answer.error?.code ?? answer.result)
    }
    expect(codes).toEqual([true, true, true, RPC_ERROR_CODE.limitExceeded])
    // Node B's own bucket for this identity is untouched by what node A relayed to it.
    const onBAnswer = await onB.request('irn_publish', { topic, message: 'b0', ttl: 300 })
    expect(onBAnswer.result).toBe(true)
    expect(await redis.client.hlen(`foyer:relay:m:${topic}`)).toBe(4)
  })

  it('does not acknowledge a publish that Redis did not store', async () => {
    const a = await node()
    const publisher = await client(a)
    const topic = randomTopic()
    await redis.client.call('CLIENT', 'PAUSE', '3000', 'WRITE')
    const answer = await Promise.race([
      publisher.request('irn_publish', { topic, message: 'lost?', ttl: 300 }),
      new Promise((resolve) => setTimeout(() => resolve('no answer yet'), 1_000)),
    ])
    // While Redis cannot write, the publisher is not told `true`.
    expect(answer).toBe('no answer yet')
    await redis.client.call('CLIENT', 'UNPAUSE')
    await vi.waitFor(async () => {
      expect(await redis.client.hlen(`foyer:relay:m:${topic}`)).toBe(1)
    })
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

  /** A cluster connection of its own (no relay node around it), closed after the test. */
  async function directCluster() {
    const cluster = await connectRedisCluster({
      url: redis.url,
      maxMessagesPerTopic: 100,
      logger: silentLogger,
    })
    cleanups.push(() => cluster.close())
    cluster.attach({ onMessage: () => {}, onAcknowledged: () => {} })
    return cluster
  }

  /** Stores `texts` on `topic` in order, all published in the same millisecond; their ids. */
  async function persistAll(
    cluster: Awaited<ReturnType<typeof directCluster>>,
    topic: string,
    texts: readonly string[],
  ): Promise<string[]> {
    const now = Date.now()
    const owner = { clientId: 'did:key:publisher', ip: '127.0.0.1' }
    const ids: string[] = []
    for (const text of texts) {
      const id = clusterMessageId(text)
      ids.push(id)
      const base = { topic, message: text, tag: 1, attestation: undefined, owner }
      await cluster.persist(
        toClusterMessage({ ...base, publishedAt: now, expiresAt: now + 60_000 }, id),
      )
    }
    return ids
  }

  it('load reads the records a node lacks and only the acknowledgements of those it holds', async () => {
    const cluster = await directCluster()
    const topic = randomTopic()
    const [held, missing] = (await persistAll(cluster, topic, ['held', 'missing'])) as [
      string,
      string,
    ]
    cluster.acknowledge(topic, held, 'did:key:reader')
    cluster.acknowledge(topic, missing, 'did:key:reader')
    await vi.waitFor(async () => expect(await redis.client.hlen(`foyer:relay:a:${topic}`)).toBe(2))

    const loaded = await cluster.load([topic], (_topic, id) => id === held)
    expect(loaded.messages.map((message) => message.message)).toEqual(['missing'])
    expect(loaded.messages[0]?.acknowledgedBy).toEqual(['did:key:publisher', 'did:key:reader'])
    expect(loaded.acknowledgements).toEqual([{ topic, id: held, clientId: 'did:key:reader' }])

    const all = await cluster.load([topic])
    expect(all.messages.map((message) => message.message).sort()).toEqual(['held', 'missing'])
    expect(all.acknowledgements).toEqual([])
  })

  it('load answers messages published in one millisecond in their publish order', async () => {
    const cluster = await directCluster()
    const topic = randomTopic()
    // Records over 64 bytes: Redis keeps the hash unordered (hashtable, not listpack).
    const texts = Array.from({ length: 8 }, (_, i) => `message ${i} ${'x'.repeat(80)}`)
    await persistAll(cluster, topic, texts)
    const loaded = await cluster.load([topic])
    expect(loaded.messages.map((message) => message.message)).toEqual(texts)
  })

  it('refuses to start when Redis cannot be reached, naming it', async () => {
    await expect(
      startRelay({ redisUrl: 'redis://127.0.0.1:1', requireAuth: false }),
    ).rejects.toThrow(/Cannot reach Redis at redis:\/\/127\.0\.0\.1:1/)
  })
})

describe.skipIf(skipReason !== undefined)('Sign clients on two relay nodes', () => {
  let redis: RedisServerProcess
  let nodeA: RelayServer
  let nodeB: RelayServer
  const clients: SignClientInstance[] = []
  let guard: ReturnType<typeof guardOutsideRequests>

  beforeAll(async () => {
    guard = guardOutsideRequests()
    vi.stubEnv('IS_VITEST', 'true')
    redis = await startRedisServer()
    nodeA = await startRelay({ redisUrl: redis.url })
    nodeB = await startRelay({ redisUrl: redis.url })
  }, 30_000)

  afterAll(async () => {
    await Promise.all(clients.map(closeSignClient))
    await nodeA?.close()
    await nodeB?.close()
    await redis?.stop()
    vi.unstubAllEnvs()
    guard.restore()
  }, 30_000)

  it('pair a wallet on node A with a dapp on node B and answer personal_sign', async () => {
    const wallet = await createSignClient(nodeA.url, 'cluster-wallet')
    const dapp = await createSignClient(nodeB.url, 'cluster-dapp')
    clients.push(wallet, dapp)
    const session = await establishSession(dapp, wallet)
    await signThroughRelay(dapp, wallet, session.topic, '0x636c7573746572') // "cluster"
    expect(nodeA.stats().connections).toBe(1)
    expect(nodeB.stats().connections).toBe(1)
    expect(guard.attempted).toEqual([])
  }, 60_000)
})

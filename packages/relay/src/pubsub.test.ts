import { createHash } from 'node:crypto'
import { encodeIss, generateKeyPair } from '@walletconnect/relay-auth'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RelayServer, startRelay } from './index.js'
import { RawRelayClient, randomTopic } from './test-utils/raw-client.js'

let relay: RelayServer
const clients: RawRelayClient[] = []

async function connect(keyPair = generateKeyPair()) {
  const client = await RawRelayClient.connectAuthenticated(relay.url, keyPair)
  clients.push(client)
  return client
}

beforeAll(async () => {
  relay = await startRelay({ limits: { maxBatchSize: 3 } })
})
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
})
afterAll(() => relay.close())

describe('irn_subscribe / irn_publish', () => {
  it('delivers a publish to subscribers as irn_subscription with topic, message, publishedAt and tag', async () => {
    const keyPair = generateKeyPair()
    const [subscriber, publisher] = await Promise.all([connect(keyPair), connect()])
    const topic = randomTopic()

    const subscribed = await subscriber.request('irn_subscribe', { topic })
    const expectedId = createHash('sha256')
      .update(topic + encodeIss(keyPair.publicKey))
      .digest('hex')
    expect(subscribed.result).toBe(expectedId)

    const before = Date.now()
    const published = await publisher.request('irn_publish', {
      topic,
      message: 'c2VjcmV0',
      ttl: 300,
      tag: 1108,
      prompt: true,
      correlationId: 42,
    })
    expect(published.result).toBe(true)

    await vi.waitFor(() => expect(subscriber.deliveries).toHaveLength(1))
    const [delivery] = subscriber.deliveries
    expect(delivery?.params.id).toBe(expectedId)
    expect(delivery?.params.data).toEqual({
      topic,
      message: 'c2VjcmV0',
      publishedAt: expect.any(Number),
      tag: 1108,
    })
    expect(delivery?.params.data.publishedAt).toBeGreaterThanOrEqual(before)
  })

  it('does not echo a message to the connection that published it', async () => {
    const client = await connect()
    const topic = randomTopic()
    await client.request('irn_subscribe', { topic })
    await client.request('irn_publish', { topic, message: 'mine', ttl: 60 })
    await client.roundTrip()
    expect(client.deliveries).toEqual([])
  })

  it('forwards the attestation when the publisher sends one', async () => {
    const [subscriber, publisher] = await Promise.all([connect(), connect()])
    const topic = randomTopic()
    await subscriber.request('irn_subscribe', { topic })
    await publisher.request('irn_publish', { topic, message: 'm', ttl: 60, attestation: 'jwt' })
    await vi.waitFor(() => expect(subscriber.deliveries).toHaveLength(1))
    expect(subscriber.deliveries[0]?.params.data.attestation).toBe('jwt')
  })

  it('stops delivering after irn_unsubscribe and irn_batchUnsubscribe', async () => {
    const [subscriber, publisher] = await Promise.all([connect(), connect()])
    const [first, second] = [randomTopic(), randomTopic()]
    const { result: ids } = await subscriber.request('irn_batchSubscribe', {
      topics: [first, second],
    })
    expect(ids).toHaveLength(2)

    expect((await subscriber.request('irn_unsubscribe', { topic: first, id: 'x' })).result).toBe(
      true,
    )
    await publisher.request('irn_publish', { topic: first, message: 'one', ttl: 60 })
    await publisher.request('irn_publish', { topic: second, message: 'two', ttl: 60 })
    await vi.waitFor(() => expect(subscriber.deliveries).toHaveLength(1))
    expect(subscriber.deliveries[0]?.params.data.message).toBe('two')

    const batch = await subscriber.request('irn_batchUnsubscribe', {
      subscriptions: [{ topic: second, id: String((ids as string[])[1]) }],
    })
    expect(batch.result).toBe(true)
    await publisher.request('irn_publish', { topic: second, message: 'three', ttl: 60 })
    await subscriber.roundTrip()
    expect(subscriber.deliveries.map((d) => d.params.data.message)).toEqual(['two'])
  })
})

describe('stored messages', () => {
  it('replays stored messages to a later subscriber, after the subscribe answer, oldest first', async () => {
    const publisher = await connect()
    const topic = randomTopic()
    await publisher.request('irn_publish', { topic, message: 'first', ttl: 60, tag: 1 })
    await publisher.request('irn_publish', { topic, message: 'second', ttl: 60, tag: 2 })

    const late = await connect()
    const order: string[] = []
    late.socket.on('message', (data) => {
      const frame = JSON.parse(String(data))
      order.push(frame.method ?? 'answer')
    })
    await late.request('irn_subscribe', { topic })
    await vi.waitFor(() => expect(late.deliveries).toHaveLength(2))
    expect(order).toEqual(['answer', 'irn_subscription', 'irn_subscription'])
    expect(late.deliveries.map((d) => [d.params.data.message, d.params.data.tag])).toEqual([
      ['first', 1],
      ['second', 2],
    ])
  })

  it('never delivers the same message twice to one connection', async () => {
    const [subscriber, publisher] = await Promise.all([connect(), connect()])
    const topic = randomTopic()
    await subscriber.request('irn_subscribe', { topic })
    await publisher.request('irn_publish', { topic, message: 'once', ttl: 60 })
    await publisher.request('irn_publish', { topic, message: 'once', ttl: 60 })
    await subscriber.request('irn_subscribe', { topic })
    await subscriber.request('irn_batchSubscribe', { topics: [topic, topic] })
    await subscriber.roundTrip()
    expect(subscriber.deliveries.map((d) => d.params.data.message)).toEqual(['once'])
  })

  it('replays to a reconnecting client only what it did not acknowledge', async () => {
    const keyPair = generateKeyPair()
    const publisher = await connect()
    const [acked, unacked] = [randomTopic(), randomTopic()]
    await publisher.request('irn_publish', { topic: acked, message: 'acked', ttl: 60 })
    await publisher.request('irn_publish', { topic: unacked, message: 'unacked', ttl: 60 })

    const first = await connect(keyPair)
    await first.request('irn_subscribe', { topic: acked })
    await vi.waitFor(() => expect(first.deliveries).toHaveLength(1))
    first.autoAck = false
    await first.request('irn_subscribe', { topic: unacked })
    await vi.waitFor(() => expect(first.deliveries).toHaveLength(2))
    await first.roundTrip()
    await first.close()

    const second = await connect(keyPair)
    await second.request('irn_batchSubscribe', { topics: [acked, unacked] })
    await vi.waitFor(() => expect(second.deliveries).toHaveLength(1))
    await second.roundTrip()
    expect(second.deliveries.map((d) => d.params.data.message)).toEqual(['unacked'])
  })

  it('tracks acknowledgements: a delivery stays pending until the client answers true', async () => {
    const [subscriber, publisher] = await Promise.all([connect(), connect()])
    subscriber.autoAck = false
    const topic = randomTopic()
    await subscriber.request('irn_subscribe', { topic })
    await publisher.request('irn_publish', { topic, message: 'ack me', ttl: 60 })
    await vi.waitFor(() => expect(subscriber.deliveries).toHaveLength(1))
    expect(relay.stats().pendingAcks).toBe(1)

    const delivery = subscriber.deliveries[0]!
    subscriber.ack(delivery)
    await subscriber.roundTrip()
    expect(relay.stats().pendingAcks).toBe(0)
  })
})

describe('irn_batchFetchMessages', () => {
  it('returns stored messages not yet had, pages by maxBatchSize, and does not deliver them again', async () => {
    const publisher = await connect()
    const topic = randomTopic()
    for (const message of ['a', 'b', 'c', 'd']) {
      await publisher.request('irn_publish', { topic, message, ttl: 60, tag: 7 })
    }
    const fetcher = await connect()
    const page = await fetcher.request('irn_batchFetchMessages', { topics: [topic] })
    expect(page.result).toEqual({
      messages: ['a', 'b', 'c'].map((message) => ({
        topic,
        message,
        tag: 7,
        publishedAt: expect.any(Number),
      })),
      hasMore: true,
    })
    const rest = await fetcher.request('irn_batchFetchMessages', { topics: [topic] })
    expect(rest.result).toMatchObject({ messages: [{ message: 'd' }], hasMore: false })

    await fetcher.request('irn_subscribe', { topic })
    await fetcher.roundTrip()
    expect(fetcher.deliveries).toEqual([])
  })
})

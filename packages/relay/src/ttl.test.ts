import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RelayServer, startRelay } from './index.js'
import { RawRelayClient, randomTopic } from './test-utils/raw-client.js'

// Only Date is faked: sockets and the relay's timers keep running on real time, while message
// expiry (checked against Date.now on every read) sees the clock jump.
describe('message TTL', () => {
  let relay: RelayServer
  let publisher: RawRelayClient
  let subscriber: RawRelayClient

  beforeAll(async () => {
    relay = await startRelay({ limits: { maxTtlSeconds: 600 } })
  })
  afterEach(async () => {
    await Promise.all([publisher?.close(), subscriber?.close()])
    vi.useRealTimers()
  })
  afterAll(() => relay.close())

  async function connectPair() {
    publisher = await RawRelayClient.connectAuthenticated(relay.url)
    subscriber = await RawRelayClient.connectAuthenticated(relay.url)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
  }

  it('keeps a message for its TTL and not a moment longer', async () => {
    await connectPair()
    const topic = randomTopic()
    await publisher.request('irn_publish', { topic, message: 'short-lived', ttl: 60 })

    vi.setSystemTime(Date.now() + 59_000)
    const stillThere = await subscriber.request('irn_batchFetchMessages', { topics: [topic] })
    expect(stillThere.result).toMatchObject({ messages: [{ message: 'short-lived' }] })

    const other = randomTopic()
    await publisher.request('irn_publish', { topic: other, message: 'gone soon', ttl: 60 })
    vi.setSystemTime(Date.now() + 60_000)
    await subscriber.request('irn_subscribe', { topic: other })
    const expired = await subscriber.request('irn_batchFetchMessages', { topics: [other] })
    await subscriber.roundTrip()
    expect(subscriber.deliveries).toEqual([])
    expect(expired.result).toEqual({ messages: [], hasMore: false })
  })

  it('shortens TTLs longer than maxTtlSeconds', async () => {
    await connectPair()
    const topic = randomTopic()
    await publisher.request('irn_publish', { topic, message: 'asks for a day', ttl: 86_400 })
    vi.setSystemTime(Date.now() + 600_000)
    await subscriber.request('irn_subscribe', { topic })
    await subscriber.roundTrip()
    expect(subscriber.deliveries).toEqual([])
  })
})

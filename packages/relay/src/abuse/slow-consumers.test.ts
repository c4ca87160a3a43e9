import { generateKeyPair } from '@walletconnect/relay-auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { measurePair } from '../test-utils/pair-latency.js'
import { RawRelayClient, randomTopic, signAuth } from '../test-utils/raw-client.js'
import { type RelayProcess, startRelayProcess } from '../test-utils/relay-process.js'
import { StalledSocket } from '../test-utils/stalled-socket.js'

// The slow-reader and never-ack attacks, scaled down to run in seconds: a relay in its
// own process (so that its RSS is its own) with a 32 MiB memory bound.
const MiB = 1024 * 1024
const BOUND = 32 * MiB
const baseLimits: Record<string, number> = {
  'max-memory-bytes': BOUND,
  'max-message-bytes': 64 * 1024,
  'max-stored-bytes': 8 * MiB,
  'max-stored-bytes-per-client': 8 * MiB,
  'max-stored-bytes-per-ip': 16 * MiB,
  'max-send-queue-bytes': 256 * 1024,
  'max-unacked-bytes-per-connection': 2 * MiB,
  'slow-consumer-timeout-ms': 1500,
  'sweep-interval-ms': 200,
  'max-connections-per-ip': 100,
  // These attacks fill a topic fast on purpose: the byte rate is not what they test.
  'publish-bytes-per-second-per-client': 1024 * MiB,
  'publish-bytes-burst-per-client': 1024 * MiB,
  'publish-bytes-per-second-per-ip': 1024 * MiB,
  'publish-bytes-burst-per-ip': 1024 * MiB,
  'read-bytes-per-second-per-connection': 1024 * MiB,
}

/** The relay's flags: the base limits with some replaced. */
function flags(overrides: Record<string, number> = {}): string[] {
  return Object.entries({ ...baseLimits, ...overrides }).flatMap(([flag, value]) => [
    `--${flag}`,
    String(value),
  ])
}

/** RSS may grow by the bound plus what V8 has yet to collect of the traffic it parsed. */
const RSS_ALLOWANCE = 2 * BOUND

// A heap the relay could not outgrow without crashing: V8 collects garbage before it grows
// past this, so RSS measures what the relay keeps, not what it has yet to collect.
const HEAP_FLAGS = ['--max-old-space-size=96']

let relay: RelayProcess | undefined
const cleanups: (() => unknown)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  await relay?.stop()
  relay = undefined
})

async function client(url: string) {
  const connected = await RawRelayClient.connectAuthenticated(url)
  cleanups.push(() => connected.close())
  return connected
}

describe('slow readers', () => {
  it('a topic’s whole store is not buffered for sockets that stop reading; they are closed with 4008', async () => {
    relay = await startRelayProcess(flags(), {}, HEAP_FLAGS)
    const publisher = await client(relay.url)
    const topic = randomTopic()
    const chunk = 'x'.repeat(60 * 1024)
    for (let index = 0; index < 100; index++) {
      const answer = await publisher.request('irn_publish', {
        topic,
        message: `${index}:${chunk}`,
        ttl: 300,
      })
      expect(answer.error).toBeUndefined()
    }
    const before = await relay.health()
    expect(before.messages).toBe(100) // ~6 MB stored on one topic

    const stalled: StalledSocket[] = []
    for (let index = 0; index < 24; index++) {
      const socket = await StalledSocket.open(relay.url, `auth=${await signAuth(relay.url)}`)
      cleanups.push(() => socket.destroy())
      socket.send(
        JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }),
      )
      stalled.push(socket)
    }
    await new Promise((resolve) => setTimeout(resolve, 700))
    const during = await relay.health()
    expect(during.memory.usedBytes).toBeLessThanOrEqual(BOUND)
    // Unbounded, 24 sockets × 6 MB would be queued; at most two send queues each here.
    expect(during.queuedBytes).toBeLessThanOrEqual(24 * 2 * 256 * 1024)
    expect(during.rssBytes - before.rssBytes).toBeLessThan(RSS_ALLOWANCE)

    const [sender, receiver] = [await client(relay.url), await client(relay.url)]
    const pair = await measurePair(sender, receiver, 40)
    expect(pair.lost).toBe(0)
    expect(pair.p99).toBeLessThan(250)

    await vi.waitFor(async () => expect((await relay!.health()).connections).toBe(3), {
      timeout: 5_000,
      interval: 200,
    })
  }, 30_000)
})

describe('a subscriber that never acknowledges', () => {
  it('holds at most its pending-ack window, counted in the bound, after the store evicted the messages', async () => {
    const unlimited = 100_000
    relay = await startRelayProcess(
      flags({
        'publish-rate-per-client': unlimited,
        'publish-burst-per-client': unlimited,
        'publish-rate-per-ip': unlimited,
        'publish-burst-per-ip': unlimited,
        'frame-rate-per-connection': unlimited,
        'frame-burst-per-connection': unlimited,
        'slow-consumer-timeout-ms': 60_000,
      }),
      {},
      HEAP_FLAGS,
    )
    const hoarder = await RawRelayClient.connectAuthenticated(relay.url, generateKeyPair())
    hoarder.autoAck = false
    const topics = Array.from({ length: 40 }, randomTopic)
    await hoarder.request('irn_batchSubscribe', { topics })
    const before = await relay.health()

    const flooder = await client(relay.url)
    const chunk = 'y'.repeat(16 * 1024)
    for (let index = 0; index < 6_000; index++) {
      flooder.send(
        JSON.stringify({
          id: index + 1,
          jsonrpc: '2.0',
          method: 'irn_publish',
          params: { topic: topics[index % topics.length], message: `${index}:${chunk}`, ttl: 300 },
        }),
      )
      if (index % 200 === 199) await flooder.roundTrip()
    }
    await flooder.roundTrip()
    const during = await relay.health()
    expect(during.pendingAcks).toBeGreaterThan(0)
    expect(during.pendingAcks).toBeLessThanOrEqual(1_000)
    expect(during.storedBytes).toBeLessThanOrEqual(8 * MiB)
    expect(during.memory.usedBytes).toBeLessThanOrEqual(BOUND)
    // Unbounded, the 96 MB the hoarder never acknowledged would stay referenced.
    expect(during.rssBytes - before.rssBytes).toBeLessThan(RSS_ALLOWANCE)

    const [sender, receiver] = [await client(relay.url), await client(relay.url)]
    const pair = await measurePair(sender, receiver, 40)
    expect(pair.lost).toBe(0)
    expect(pair.p99).toBeLessThan(250)
    // Its window is full: it receives nothing more until it acknowledges.
    const received = hoarder.deliveries.length
    expect(received).toBe(during.pendingAcks)
    await hoarder.close()
  }, 30_000)
})

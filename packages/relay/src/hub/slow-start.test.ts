import { afterEach, describe, expect, it, vi } from 'vitest'
import { silentLogger } from '../logger.js'
import { DEFAULT_LIMITS, type RelayLimits } from '../options.js'
import type { RelayConnection } from './connection.js'
import { RelayHub } from './relay-hub.js'

const topic = 'ab'.repeat(32)
const KiB = 1024
const chunk = 'x'.repeat(16 * KiB)

let hub: RelayHub

afterEach(() => {
  hub.shutdown()
  vi.useRealTimers()
})

function createHub(limits: Partial<RelayLimits> = {}) {
  hub = new RelayHub({ ...DEFAULT_LIMITS, ...limits }, silentLogger)
  return hub
}

/** A subscriber whose transport writes everything out at once and records the frames. */
function subscriber(clientId: string) {
  const sent: { id: number; message: string }[] = []
  const connection = hub.open(clientId, {
    send: (text, written) => {
      const frame = JSON.parse(text) as { id: number; params: { data: { message: string } } }
      sent.push({ id: frame.id, message: frame.params.data.message })
      written?.()
    },
  })
  hub.subscribe(connection, [topic])
  return { connection, sent }
}

/** Publishes `count` 16 KiB messages on the topic from a fresh publisher. */
function publish16KiB(count: number, prefix = 'm') {
  const publisher = hub.open(`did:key:publisher-${prefix}`, { send() {} })
  for (let index = 0; index < count; index++) {
    hub.publish(publisher, {
      topic,
      message: `${prefix}${index}:${chunk}`,
      ttlSeconds: 300,
      tag: 0,
    })
  }
}

function acknowledgeAll(connection: RelayConnection, sent: { id: number }[], from = 0) {
  for (const { id } of sent.slice(from)) hub.acknowledge(connection, String(id), true)
}

const limits = {
  initialUnackedBytesPerConnection: 64 * KiB,
  maxUnackedBytesPerConnection: 8 * 1024 * KiB,
  publishBurstPerClient: 10_000,
  publishBytesBurstPerClient: 64 * 1024 * KiB,
  maxStoredBytesPerClient: 64 * 1024 * KiB,
}

describe('delivery window slow start', () => {
  it('sends a subscriber that never acknowledges only its initial window, not maxUnackedBytes', () => {
    createHub(limits)
    const hoarder = subscriber('did:key:hoarder')
    publish16KiB(40)
    // 64 KiB of 16 KiB messages (plus their prefixes): 3 fit, the 4th would pass the window.
    expect(hoarder.sent).toHaveLength(3)
    expect(hub.stats().pendingAcks).toBe(3)
    // The rest stay stored, in order, for when it acknowledges (or its next connection).
    expect(hub.stats().messages).toBe(40)
  })

  it('widens the window by what the client acknowledges, and delivers everything in order', () => {
    createHub(limits)
    const reader = subscriber('did:key:reader')
    publish16KiB(40)
    expect(reader.sent).toHaveLength(3)
    acknowledgeAll(reader.connection, reader.sent)
    // Three acknowledged deliveries widened 64 KiB by ~48 KiB: about twice as many in flight.
    expect(reader.sent.length).toBeGreaterThanOrEqual(9)
    let acknowledged = 3
    while (reader.sent.length > acknowledged) {
      const before = reader.sent.length
      acknowledgeAll(reader.connection, reader.sent, acknowledged)
      acknowledged = before
    }
    expect(reader.sent.map(({ message }) => message.split(':')[0])).toEqual(
      Array.from({ length: 40 }, (_, index) => `m${index}`),
    )
    expect(reader.connection.windowBytes).toBeGreaterThan(40 * 16 * KiB)
  })

  it('never widens past maxUnackedBytesPerConnection', () => {
    createHub({ ...limits, maxUnackedBytesPerConnection: 100 * KiB })
    const reader = subscriber('did:key:reader')
    publish16KiB(30)
    let acknowledged = 0
    while (reader.sent.length > acknowledged) {
      const before = reader.sent.length
      acknowledgeAll(reader.connection, reader.sent, acknowledged)
      acknowledged = before
    }
    expect(reader.sent).toHaveLength(30)
    expect(reader.connection.windowBytes).toBe(100 * KiB)
    // A new burst is held to the ceiling: at most 100 KiB (6 messages) in flight.
    publish16KiB(10, 'n')
    expect(reader.sent).toHaveLength(36)
  })

  it('gives a slow reader of large messages one message, however large', () => {
    createHub({
      ...limits,
      initialUnackedBytesPerConnection: 256 * KiB,
      maxMessageBytes: 1024 * KiB,
    })
    const stalledSends: string[] = []
    const stalled = hub.open('did:key:stalled', { send: (text) => stalledSends.push(text) })
    hub.subscribe(stalled, [topic])
    const publisher = hub.open('did:key:big-publisher', { send() {} })
    const big = 'y'.repeat(512 * KiB)
    for (let index = 0; index < 6; index++) {
      hub.publish(publisher, { topic, message: `${index}:${big}`, ttlSeconds: 300, tag: 0 })
    }
    // Without slow start it would be sent ~8 messages (4 MiB of send queue) at once.
    expect(stalledSends).toHaveLength(1)
    expect(hub.stats().queuedBytes).toBeLessThan(600 * KiB)
  })

  it('narrows back to the initial window once a delivery times out unacknowledged', () => {
    vi.useFakeTimers()
    createHub({ ...limits, ackTimeoutMs: 5_000, sweepIntervalMs: 1_000 })
    const reader = subscriber('did:key:reader')
    publish16KiB(20)
    acknowledgeAll(reader.connection, reader.sent)
    expect(reader.connection.windowBytes).toBeGreaterThan(64 * KiB)
    const inFlight = hub.stats().pendingAcks
    expect(inFlight).toBeGreaterThan(3)
    // It stops acknowledging: what it was sent times out, its window is the initial one again,
    // and the sweep resumes its backlog within that window only.
    const sentBefore = reader.sent.length
    vi.advanceTimersByTime(6_000)
    expect(reader.connection.windowBytes).toBe(64 * KiB)
    expect(reader.sent.length - sentBefore).toBe(3)
    expect(hub.stats().pendingAcks).toBe(3)
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { CLOSE_CODE } from '../constants.js'
import { silentLogger } from '../logger.js'
import { DEFAULT_LIMITS, type RelayLimits } from '../options.js'
import { MEMORY_COST } from './memory-costs.js'
import { RelayHub } from './relay-hub.js'

const topic = 'cd'.repeat(32)
let hub: RelayHub

afterEach(() => hub.shutdown())

function createHub(limits: Partial<RelayLimits>) {
  hub = new RelayHub({ ...DEFAULT_LIMITS, ...limits }, silentLogger)
  return hub
}

/** A transport that writes nothing out until `flush()`, like a socket whose reader stopped. */
function stalledTransport() {
  const sent: string[] = []
  const unwritten: (() => void)[] = []
  const closed: number[] = []
  return {
    sent,
    closed,
    transport: {
      send: (text: string, written?: () => void) => {
        sent.push(text)
        if (written) unwritten.push(written)
      },
      close: (code: number) => closed.push(code),
    },
    flush: () => {
      for (const written of unwritten.splice(0)) written()
    },
  }
}

const idsOf = (sent: string[]) => sent.map((text) => (JSON.parse(text) as { id: number }).id)

describe('RelayHub flow control', () => {
  it('holds deliveries beyond maxPendingAcksPerConnection in the store and resumes in order on ack', () => {
    createHub({ maxPendingAcksPerConnection: 2 })
    const reader = stalledTransport()
    const subscriber = hub.open('did:key:s', reader.transport)
    const publisher = hub.open('did:key:p', { send() {} })
    hub.subscribe(subscriber, [topic])
    for (const message of ['1', '2', '3', '4']) {
      hub.publish(publisher, { topic, message, ttlSeconds: 60, tag: 0 })
    }
    expect(reader.sent).toHaveLength(2)
    expect(hub.stats().pendingAcks).toBe(2)
    const [first] = idsOf(reader.sent)
    hub.acknowledge(subscriber, String(first), true)
    expect(reader.sent).toHaveLength(3)
    const messages = reader.sent.map((text) => JSON.parse(text).params.data.message)
    expect(messages).toEqual(['1', '2', '3'])
  })

  it('pauses at a full send queue and resumes once it drains', () => {
    createHub({ maxSendQueueBytes: 1_000 })
    const reader = stalledTransport()
    const subscriber = hub.open('did:key:s', reader.transport)
    const publisher = hub.open('did:key:p', { send() {} })
    hub.subscribe(subscriber, [topic])
    for (const index of [1, 2, 3, 4]) {
      hub.publish(publisher, { topic, message: `${index}`.repeat(300), ttlSeconds: 60, tag: 0 })
    }
    expect(reader.sent).toHaveLength(1)
    expect(hub.stats().queuedBytes).toBeGreaterThan(300)
    reader.flush()
    expect(reader.sent).toHaveLength(2)
    expect(reader.closed).toEqual([])
  })

  it('closes a connection whose answers overflow twice its send queue with 4008', () => {
    createHub({ maxSendQueueBytes: 100 })
    const reader = stalledTransport()
    const connection = hub.open('did:key:s', reader.transport)
    for (let index = 0; index < 5; index++) connection.send('x'.repeat(60))
    expect(reader.closed).toEqual([CLOSE_CODE.slowConsumer])
    expect(hub.stats()).toMatchObject({ connections: 0, queuedBytes: 0 })
  })

  it('counts connections, subscriptions and pending acknowledgements in the memory it reports', () => {
    createHub({})
    const empty = hub.stats().memory.usedBytes
    const connection = hub.open('did:key:s', { send() {} })
    hub.subscribe(connection, [topic, 'ef'.repeat(32)])
    const { memory } = hub.stats()
    expect(memory.usedBytes - empty).toBeGreaterThanOrEqual(
      MEMORY_COST.connection + 2 * MEMORY_COST.subscription,
    )
    expect(memory.boundBytes).toBe(DEFAULT_LIMITS.maxMemoryBytes)
  })

  it('refuses connections and subscriptions at the memory bound', () => {
    createHub({})
    const probeA = hub.open('did:key:a', { send() {} })
    hub.open('did:key:b', { send() {} })
    hub.subscribe(probeA, [topic])
    const needed = hub.stats().memory.usedBytes
    hub.shutdown()
    createHub({ maxMemoryBytes: needed })
    const first = hub.open('did:key:a', { send() {} })
    hub.open('did:key:b', { send() {} })
    expect(() => hub.open('did:key:c', { send() {} })).toThrow('Relay is at its memory bound')
    hub.subscribe(first, [topic])
    expect(() => hub.subscribe(first, ['ef'.repeat(32)])).toThrow('Relay is at its memory bound')
  })
})

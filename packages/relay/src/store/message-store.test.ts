import { describe, expect, it } from 'vitest'
import { MEMORY_COST } from '../hub/memory-costs.js'
import { MessageStore, StoreFullError } from './message-store.js'

const roomy = { maxMessagesPerTopic: 100, maxTopics: 100, maxStoredBytes: 1_000_000 }
const t0 = 1_700_000_000_000

function input(
  topic: string,
  message: string,
  ttlSeconds = 60,
  clientId = 'did:key:a',
  ip = '10.0.0.1',
) {
  return { topic, message, ttlSeconds, tag: 0, owner: { clientId, ip } }
}

/** Accounted bytes of a fresh message of `bytes` text bytes (record plus the publisher's mark). */
const costOf = (bytes: number) => bytes + MEMORY_COST.storedMessage + MEMORY_COST.deliveryMark

describe('MessageStore', () => {
  it('lists a topic’s live messages oldest first, and none once their TTL has passed', () => {
    const store = new MessageStore(roomy)
    store.add(input('a', 'one', 10), t0)
    store.add(input('a', 'two', 20), t0 + 1)
    expect(store.list('a', t0 + 9_999).map((m) => m.message)).toEqual(['one', 'two'])
    expect(store.list('a', t0 + 10_000).map((m) => m.message)).toEqual(['two'])
    expect(store.list('a', t0 + 20_001)).toEqual([])
    expect(store.stats()).toEqual({ topics: 0, messages: 0, bytes: 0, storedBytes: 0 })
  })

  it('treats the same text on the same topic as a duplicate until it expires', () => {
    const store = new MessageStore(roomy)
    const first = store.add(input('a', 'same', 10), t0)
    expect(store.add(input('a', 'same', 10), t0 + 5).duplicate).toBe(true)
    expect(store.add(input('b', 'same', 10), t0 + 5).duplicate).toBe(false)
    const again = store.add(input('a', 'same', 10), t0 + 10_000)
    expect(again.duplicate).toBe(false)
    expect(again.stored).not.toBe(first.stored)
    expect(store.stats().messages).toBe(2)
  })

  it('drops the oldest message of a topic beyond maxMessagesPerTopic', () => {
    const store = new MessageStore({ ...roomy, maxMessagesPerTopic: 2 })
    for (const message of ['1', '2', '3']) store.add(input('a', message), t0)
    expect(store.list('a', t0).map((m) => m.message)).toEqual(['2', '3'])
  })

  it('beyond maxTopics, evicts the heaviest publisher’s oldest message, not the newest topic', () => {
    const store = new MessageStore({ ...roomy, maxTopics: 3 })
    store.add(input('victim', 'proposal', 60, 'did:key:victim'), t0)
    store.add(input('x1', 'flood-1', 60, 'did:key:stranger'), t0)
    store.add(input('x2', 'flood-2', 60, 'did:key:stranger'), t0)
    store.add(input('x3', 'flood-3', 60, 'did:key:stranger'), t0)
    expect(store.list('victim', t0)).toHaveLength(1)
    expect(store.list('x1', t0)).toEqual([])
    expect(store.stats().topics).toBe(3)
  })

  it('keeps accounted bytes within maxStoredBytes, taking from the heaviest publisher first', () => {
    const store = new MessageStore({ ...roomy, maxStoredBytes: costOf(100) * 4 })
    store.add(input('victim', 'v'.repeat(100), 60, 'did:key:victim'), t0)
    for (let index = 0; index < 20; index++) {
      store.add(input(`s${index}`, `${index}`.padEnd(100, 's'), 60, 'did:key:stranger'), t0)
    }
    expect(store.stats().storedBytes).toBeLessThanOrEqual(costOf(100) * 4)
    expect(store.list('victim', t0)).toHaveLength(1)
    expect(store.list('s19', t0)).toHaveLength(1)
    expect(store.list('s0', t0)).toEqual([])
  })

  it('a client over its own quota evicts its own oldest messages; one address’s heaviest goes first', () => {
    const perClient = costOf(10) * 2
    const store = new MessageStore({
      ...roomy,
      maxStoredBytesPerClient: perClient,
      maxStoredBytesPerIp: costOf(10) * 3,
    })
    store.add(input('v', 'v'.repeat(10), 60, 'did:key:victim', '10.0.0.9'), t0)
    for (const n of [1, 2, 3]) store.add(input(`a${n}`, `${n}`.repeat(10), 60, 'did:key:a'), t0)
    expect(store.storedBytesOf('did:key:a')).toBeLessThanOrEqual(perClient)
    expect(store.list('a1', t0)).toEqual([])
    // A second identity on the same address: the address's heaviest client (a) pays.
    store.add(input('b1', 'b'.repeat(10), 60, 'did:key:b'), t0)
    store.add(input('b2', 'c'.repeat(10), 60, 'did:key:b'), t0)
    expect(store.list('v', t0)).toHaveLength(1)
    expect(store.stats().messages).toBe(4)
  })

  it('refuses a message that cannot fit even after eviction', () => {
    const store = new MessageStore({ ...roomy, maxStoredBytes: 100 })
    expect(() => store.add(input('a', 'x'.repeat(200)), t0)).toThrow(StoreFullError)
    expect(() => store.add(input('a', 'x'), t0, 10)).toThrow(StoreFullError)
  })

  it('counts delivery and acknowledgement marks once each, and finds messages by sequence', () => {
    const store = new MessageStore(roomy)
    const { stored } = store.add(input('a', 'x'), t0)
    store.markDelivered(stored, 7)
    store.markDelivered(stored, 7)
    store.markAcknowledged(stored, 'did:key:b')
    expect(store.stats().storedBytes).toBe(costOf(1) + 2 * MEMORY_COST.deliveryMark)
    expect(store.get(stored.seq, t0)).toBe(stored)
    expect(store.get(stored.seq, t0 + 60_000)).toBeUndefined()
  })

  it('sweeps expired messages across topics', () => {
    const store = new MessageStore(roomy)
    store.add(input('a', 'short', 1), t0)
    store.add(input('b', 'long', 100), t0)
    expect(store.sweep(t0 + 1_000)).toBe(1)
    expect(store.stats()).toMatchObject({
      topics: 1,
      messages: 1,
      bytes: 4,
      storedBytes: costOf(4),
    })
  })
})

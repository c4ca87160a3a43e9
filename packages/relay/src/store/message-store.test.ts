import { describe, expect, it } from 'vitest'
import { MessageStore } from './message-store.js'

const roomy = { maxMessagesPerTopic: 100, maxTopics: 100, maxStoredBytes: 1_000_000 }
const t0 = 1_700_000_000_000

function input(topic: string, message: string, ttlSeconds = 60) {
  return { topic, message, ttlSeconds, tag: 0 }
}

describe('MessageStore', () => {
  it('lists a topic’s live messages oldest first, and none once their TTL has passed', () => {
    const store = new MessageStore(roomy)
    store.add(input('a', 'one', 10), t0)
    store.add(input('a', 'two', 20), t0 + 1)
    expect(store.list('a', t0 + 9_999).map((m) => m.message)).toEqual(['one', 'two'])
    expect(store.list('a', t0 + 10_000).map((m) => m.message)).toEqual(['two'])
    expect(store.list('a', t0 + 20_001)).toEqual([])
    expect(store.stats()).toEqual({ topics: 0, messages: 0, bytes: 0 })
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

  it('evicts the least recently published topic beyond maxTopics', () => {
    const store = new MessageStore({ ...roomy, maxTopics: 2 })
    store.add(input('a', 'a1'), t0)
    store.add(input('b', 'b1'), t0)
    store.add(input('a', 'a2'), t0) // a is now the most recent
    store.add(input('c', 'c1'), t0)
    expect(store.list('b', t0)).toEqual([])
    expect(store.list('a', t0)).toHaveLength(2)
    expect(store.list('c', t0)).toHaveLength(1)
  })

  it('keeps total UTF-8 bytes within maxStoredBytes, evicting the stalest messages', () => {
    const store = new MessageStore({ ...roomy, maxStoredBytes: 10 })
    store.add(input('a', 'ééé'), t0) // 6 bytes
    store.add(input('b', 'xxxx'), t0) // 4 bytes: 10 in all
    expect(store.stats().bytes).toBe(10)
    store.add(input('c', 'y'), t0)
    expect(store.stats()).toEqual({ topics: 2, messages: 2, bytes: 5 })
    expect(store.list('a', t0)).toEqual([])
  })

  it('sweeps expired messages across topics', () => {
    const store = new MessageStore(roomy)
    store.add(input('a', 'short', 1), t0)
    store.add(input('b', 'long', 100), t0)
    expect(store.sweep(t0 + 1_000)).toBe(1)
    expect(store.stats()).toEqual({ topics: 1, messages: 1, bytes: 4 })
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { silentLogger } from '../logger.js'
import { DEFAULT_LIMITS } from '../options.js'
import { RelayHub } from './relay-hub.js'

const topic = 'ab'.repeat(32)

describe('RelayHub sweep', () => {
  let hub: RelayHub

  beforeEach(() => {
    vi.useFakeTimers()
    hub = new RelayHub(
      { ...DEFAULT_LIMITS, sweepIntervalMs: 1_000, ackTimeoutMs: 5_000 },
      silentLogger,
    )
  })
  afterEach(() => {
    hub.shutdown()
    vi.useRealTimers()
  })

  it('drops expired messages on its timer, without anyone reading them', () => {
    const publisher = hub.open('did:key:publisher', { send() {} })
    hub.publish(publisher, { topic, message: 'm', ttlSeconds: 2, tag: 0 })
    expect(hub.stats().messages).toBe(1)
    vi.advanceTimersByTime(1_000)
    expect(hub.stats().messages).toBe(1)
    vi.advanceTimersByTime(1_000)
    expect(hub.stats().messages).toBe(0)
  })

  it('forgets deliveries that waited longer than ackTimeoutMs', () => {
    const sent: string[] = []
    const subscriber = hub.open('did:key:subscriber', { send: (text) => sent.push(text) })
    const publisher = hub.open('did:key:publisher', { send() {} })
    hub.subscribe(subscriber, [topic])
    hub.publish(publisher, { topic, message: 'm', ttlSeconds: 60, tag: 0 })
    expect(sent).toHaveLength(1)
    expect(hub.stats().pendingAcks).toBe(1)
    vi.advanceTimersByTime(4_000)
    expect(hub.stats().pendingAcks).toBe(1)
    vi.advanceTimersByTime(1_000)
    expect(hub.stats().pendingAcks).toBe(0)
  })

  it('stops sweeping after shutdown', () => {
    const sweep = vi.spyOn(hub, 'sweep')
    hub.shutdown()
    vi.advanceTimersByTime(10_000)
    expect(sweep).not.toHaveBeenCalled()
  })
})

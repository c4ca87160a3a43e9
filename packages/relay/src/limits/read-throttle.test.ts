import { afterEach, describe, expect, it, vi } from 'vitest'
import { ReadThrottle } from './read-throttle.js'

afterEach(() => {
  vi.useRealTimers()
})

function socket() {
  return { pause: vi.fn(), resume: vi.fn() }
}

describe('ReadThrottle', () => {
  it('reads freely within the burst, then pauses until the debt is repaid at the rate', () => {
    vi.useFakeTimers({ now: 0 })
    const target = socket()
    const throttle = new ReadThrottle(1_000, 5_000, target, 0)
    throttle.charge(4_000, 0)
    expect(target.pause).not.toHaveBeenCalled()
    throttle.charge(3_000, 0) // 2,000 bytes in debt: 2 s at 1,000 B/s
    expect(target.pause).toHaveBeenCalledTimes(1)
    expect(throttle.paused).toBe(true)
    vi.advanceTimersByTime(1_999)
    expect(target.resume).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(target.resume).toHaveBeenCalledTimes(1)
    expect(throttle.paused).toBe(false)
    // Back at zero: the next frame pauses again, for its own size.
    throttle.charge(500, 2_000)
    expect(target.pause).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(500)
    expect(target.resume).toHaveBeenCalledTimes(2)
  })

  it('refills over time up to the burst, never beyond', () => {
    vi.useFakeTimers({ now: 0 })
    const target = socket()
    const throttle = new ReadThrottle(1_000, 5_000, target, 0)
    throttle.charge(5_000, 0)
    throttle.charge(5_000, 60_000) // a minute later: refilled to 5,000, not 60,000
    expect(target.pause).not.toHaveBeenCalled()
    throttle.charge(1, 60_000)
    expect(target.pause).toHaveBeenCalledTimes(1)
  })

  it('stop() cancels a pending resume', () => {
    vi.useFakeTimers({ now: 0 })
    const target = socket()
    const throttle = new ReadThrottle(1_000, 1_000, target, 0)
    throttle.charge(2_000, 0)
    throttle.stop()
    vi.advanceTimersByTime(10_000)
    expect(target.resume).not.toHaveBeenCalled()
  })
})

import { describe, expect, it } from 'vitest'
import { fetchFeeRate } from './fee-estimates.js'

/** A fetch answering `body` with `status` (the network edge of a unit test). */
function answering(body: unknown, status = 200): typeof fetch {
  return (async () => new Response(JSON.stringify(body), { status })) as typeof fetch
}

describe('fetchFeeRate', () => {
  it('reads the next-block rate in sat/vB, rounded up', async () => {
    expect(await fetchFeeRate('http://x/', answering({ '1': 2.2, '6': 1 }))).toBe(3n)
  })

  it('uses the lowest target quoted without a next-block rate, and never below 1 sat/vB', async () => {
    expect(await fetchFeeRate('http://x', answering({ '144': 0.2, '3': 4 }))).toBe(4n)
    expect(await fetchFeeRate('http://x', answering({ '1': 0.1 }))).toBe(1n)
  })

  it('throws a clear error for an HTTP failure, a malformed answer or no estimate', async () => {
    await expect(fetchFeeRate('http://x', answering({}, 503))).rejects.toThrow(
      'HTTP status code: 503',
    )
    await expect(fetchFeeRate('http://x', answering({ '1': 'fast' }))).rejects.toMatchObject({
      code: 'UNKNOWN_ERROR',
    })
    await expect(fetchFeeRate('http://x', answering({}))).rejects.toMatchObject({
      details: 'http://x/fee-estimates: no estimate',
    })
  })
})

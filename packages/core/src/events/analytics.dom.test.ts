// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { analyticsPayload } from './analytics.js'

describe('analytics payload in a browser', () => {
  it("carries the page's address and host, a fresh event id and the event as props", () => {
    const record = {
      event: 'SOCIAL_LOGIN_SUCCESS',
      properties: { provider: 'github' },
      timestamp: 1_700_000_000_000,
      address: 'eip155:1:0x1111111111111111111111111111111111111111',
    } as const
    const first = analyticsPayload(record)
    expect(first).toMatchObject({
      url: location.href,
      domain: location.hostname,
      timestamp: 1_700_000_000_000,
      props: {
        type: 'track',
        event: 'SOCIAL_LOGIN_SUCCESS',
        properties: { provider: 'github' },
        address: record.address,
      },
    })
    expect(location.hostname).not.toBe('')
    expect(analyticsPayload(record).eventId).not.toBe(first.eventId)
  })
})

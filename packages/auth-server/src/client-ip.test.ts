import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { addressKey, clientAddressKey, isCidr, trustedProxies } from './http/client-ip.js'
import { type Harness, HOST_ORIGIN, PROJECT_ID, startHarness } from './test-utils/harness.js'

const request = (peer: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage

describe('the client address rate limits key on', () => {
  it('without trusted proxies: the peer, whatever X-Forwarded-For says', () => {
    expect(clientAddressKey(request('203.0.113.7', '1.2.3.4'), trustedProxies(undefined))).toBe(
      '203.0.113.7',
    )
  })

  it('with one hop: the right-most entry, never the client-set first one', () => {
    const one = trustedProxies(1)
    // The client sent "1.2.3.4"; the proxy appended the address it saw.
    expect(clientAddressKey(request('10.0.0.2', '1.2.3.4, 198.51.100.9'), one)).toBe('198.51.100.9')
    expect(clientAddressKey(request('10.0.0.2', '198.51.100.9'), one)).toBe('198.51.100.9')
    expect(clientAddressKey(request('10.0.0.2', '9.9.9.9,8.8.8.8, 198.51.100.9'), one)).toBe(
      '198.51.100.9',
    )
    // Two hops: the entry the outer proxy added.
    expect(
      clientAddressKey(request('10.0.0.2', '1.1.1.1, 198.51.100.9, 10.0.0.1'), trustedProxies(2)),
    ).toBe('198.51.100.9')
  })

  it('with CIDR ranges: the right-most entry outside them', () => {
    const nets = trustedProxies(['10.0.0.0/8', 'fd00::/8'])
    expect(
      clientAddressKey(request('10.0.0.2', '6.6.6.6, 198.51.100.9, fd00::5, 10.1.1.1'), nets),
    ).toBe('198.51.100.9')
    // A peer outside the ranges is the client itself: its header is not believed.
    expect(clientAddressKey(request('198.51.100.20', '6.6.6.6'), nets)).toBe('198.51.100.20')
  })

  it('keys IPv6 by its /64 and IPv4-mapped IPv6 as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8:1:2:ffff:1:2:3')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(clientAddressKey(request('::ffff:192.0.2.1'), trustedProxies(undefined))).toBe(
      '192.0.2.1',
    )
    expect(addressKey('not an ip')).toBe('invalid:not an ip')
  })

  it('accepts addresses and CIDR ranges only', () => {
    for (const good of ['10.0.0.0/8', '192.0.2.1', 'fd00::/8', '::1/128'])
      expect(isCidr(good)).toBe(true)
    for (const bad of ['10.0.0.0/33', 'fd00::/129', 'example.com', '10.0.0.0/8/1', '']) {
      expect(isCidr(bad)).toBe(false)
    }
  })
})

describe('per-IP limit behind a trusted proxy (real server)', () => {
  let sent = 0
  const attempt = async (h: Harness, forwarded: string) => {
    sent += 1
    return h.call('POST', '/v1/email/start', {
      body: { projectId: PROJECT_ID, hostOrigin: HOST_ORIGIN, email: `ip${sent}@example.com` },
      headers: { 'x-forwarded-for': forwarded },
    })
  }

  it('a client rotating its own X-Forwarded-For entry stays one client', async () => {
    const h = await startHarness({
      trustedProxies: 1,
      rateLimits: { perIpPerMinute: 3, perEmailPerHour: 1000 },
    })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 5; i += 1) {
        // What a proxy forwards: the client's forged entry, then the address it really saw.
        statuses.push((await attempt(h, `100.64.0.${i}, 198.51.100.9`)).status)
      }
      expect(statuses.slice(3)).toEqual([429, 429])
      // Another real client behind the same proxy is not limited.
      expect((await attempt(h, '198.51.100.10')).status).not.toBe(429)
    } finally {
      await h.stop()
    }
  })

  it('IPv6 clients of one /64 share a limit', async () => {
    const h = await startHarness({
      trustedProxies: 1,
      rateLimits: { perIpPerMinute: 2, perEmailPerHour: 1000 },
    })
    try {
      const statuses: number[] = []
      for (let i = 1; i <= 3; i += 1) statuses.push((await attempt(h, `2001:db8:5:6::${i}`)).status)
      expect(statuses[2]).toBe(429)
      expect((await attempt(h, '2001:db8:5:7::1')).status).not.toBe(429)
    } finally {
      await h.stop()
    }
  })
})

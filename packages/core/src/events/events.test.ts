import { DEFAULT_SDK_VERSION } from '@foyer/common'
import { describe, expect, it, vi } from 'vitest'
import { createTestClient } from '../test-utils/test-client.js'
import { sendAnalytics } from './analytics.js'
import { trackEvent } from './track-event.js'
import type { FoyerEventRecord } from './types.js'

interface Posted {
  url: string
  init: RequestInit
}

function collector(status = 204) {
  const posted: Posted[] = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    posted.push({ url: String(url), init: init ?? {} })
    return new Response(null, { status })
  })
  return { posted, fetch: fetch as unknown as typeof globalThis.fetch }
}

const send = {
  event: 'SEND_ERROR',
  properties: {
    isSmartAccount: false,
    token: 'ETH',
    amount: '0.5',
    network: 'eip155:1',
    message: 'Failed to send transaction. Please try again.',
  },
} as const

describe('events', () => {
  it('reach subscribers with time and address whether or not analytics is on', () => {
    const client = createTestClient({ features: { analytics: false } })
    const seen: FoyerEventRecord[] = []
    const unsubscribe = client.events.subscribe((event) => seen.push(event))
    trackEvent(client, send)
    unsubscribe()
    trackEvent(client, send)
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ ...send, address: undefined })
    expect(typeof seen[0]?.timestamp).toBe('number')
  })

  it('a listener that throws does not stop the others', () => {
    const client = createTestClient()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const seen: string[] = []
    client.events.subscribe(() => {
      throw new Error('host bug')
    })
    client.events.subscribe((event) => seen.push(event.event))
    trackEvent(client, { event: 'MODAL_OPEN', properties: { connected: false } })
    expect(seen).toEqual(['MODAL_OPEN'])
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('POSTs /e with eventId, url, domain, timestamp and props when analytics is on and an endpoint is set', async () => {
    const { posted, fetch } = collector()
    const client = createTestClient({
      fetch,
      services: { analytics: 'http://127.0.0.1:9/collect' },
    })
    const record = trackEvent(client, send)
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    const [request] = posted
    const url = new URL(request!.url)
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:9/collect/e')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'test-project',
      st: 'foyer',
      sv: DEFAULT_SDK_VERSION,
    })
    expect(request!.init.method).toBe('POST')
    const body = JSON.parse(String(request!.init.body))
    expect(body).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: '',
      domain: '',
      timestamp: record.timestamp,
      props: {
        type: 'track',
        event: 'SEND_ERROR',
        properties: send.properties,
        address: undefined,
      },
    })
  })

  it('sends nothing when analytics is off or no endpoint is configured', async () => {
    const off = collector()
    const disabled = createTestClient({
      fetch: off.fetch,
      features: { analytics: false },
      services: { analytics: 'http://127.0.0.1:9' },
    })
    expect(await sendAnalytics(disabled, { ...send, timestamp: 1, address: undefined })).toBe(false)
    const none = collector()
    const unset = createTestClient({ fetch: none.fetch })
    expect(await sendAnalytics(unset, { ...send, timestamp: 1, address: undefined })).toBe(false)
    expect(off.posted).toEqual([])
    expect(none.posted).toEqual([])
  })

  it('a 403 shows Invalid App Configuration once and stops sending', async () => {
    const { posted, fetch } = collector(403)
    const client = createTestClient({ fetch, services: { analytics: 'http://127.0.0.1:9' } })
    const record = { ...send, timestamp: 1, address: undefined }
    expect(await sendAnalytics(client, record)).toBe(false)
    expect(client.stores.alert.getState()).toMatchObject({
      open: true,
      message: 'Invalid App Configuration',
      key: 'ANALYTICS_FORBIDDEN',
    })
    expect(await sendAnalytics(client, record)).toBe(false)
    expect(posted).toHaveLength(1)
  })

  it('a network failure is a warning, never thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const client = createTestClient({ services: { analytics: 'http://127.0.0.1:9' } })
    await expect(
      sendAnalytics(client, { ...send, timestamp: 1, address: undefined }),
    ).resolves.toBe(false)
    expect(warn).toHaveBeenCalledWith('[foyer] analytics event not sent', expect.any(Error))
    warn.mockRestore()
  })
})

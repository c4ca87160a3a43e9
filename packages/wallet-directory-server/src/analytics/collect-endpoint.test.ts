import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWalletDirectoryServer, type WalletDirectoryServer } from '../server.js'
import { MAX_ANALYTICS_BODY_BYTES } from './collect-endpoint.js'
import { createMemoryEventStore } from './event-store.js'

/** An event as Foyer's core posts it (core's `analyticsPayload`). */
const event = (name = 'MODAL_OPEN') => ({
  eventId: '6f1c1e9a-1f57-4b5e-9c57-1a8f4b3f0c11',
  url: 'http://127.0.0.1:5173/',
  domain: '127.0.0.1',
  timestamp: 1_790_000_000_000,
  props: {
    type: 'track',
    event: name,
    properties: { connected: false },
    address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  },
})

let server: WalletDirectoryServer
let restricted: WalletDirectoryServer
beforeAll(async () => {
  server = await startWalletDirectoryServer({ analyticsEnabled: true })
  restricted = await startWalletDirectoryServer({ projectIds: ['demo'] })
}, 30_000)
afterAll(async () => {
  await server?.close()
  await restricted?.close()
})

const post = (base: string, body: string, query = '?projectId=demo&st=foyer&sv=1.7.3') =>
  fetch(`${base}/e${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
    body,
  })

describe('POST /e (analytics collector)', () => {
  it('stores a valid event with its project id and answers 202', async () => {
    const before = server.analyticsEvents.received
    const response = await post(server.url, JSON.stringify(event('MODAL_OPEN')))
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ accepted: true })
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(server.analyticsEvents.received).toBe(before + 1)
    expect(server.analyticsEvents.list().at(-1)).toMatchObject({
      ...event('MODAL_OPEN'),
      projectId: 'demo',
      receivedAt: expect.any(Number),
    })
    const config = await fetch(`${server.url}/getAnalyticsConfig?projectId=demo`)
    expect(await config.json()).toEqual({ isAnalyticsEnabled: true })
  })

  it('refuses malformed events with a 400 that names the problem, storing nothing', async () => {
    const before = server.analyticsEvents.received
    const notJson = await post(server.url, '{nope')
    expect(notJson.status).toBe(400)
    const missing = await post(server.url, JSON.stringify({ ...event(), props: { type: 'track' } }))
    expect(missing.status).toBe(400)
    expect(JSON.stringify(await missing.json())).toContain('props.event')
    const huge = await post(
      server.url,
      JSON.stringify({ ...event(), url: 'x'.repeat(MAX_ANALYTICS_BODY_BYTES) }),
    )
    expect(huge.status).toBe(413)
    expect(server.analyticsEvents.received).toBe(before)
  })

  it('answers 403 for a project id the server does not know', async () => {
    const response = await post(restricted.url, JSON.stringify(event()), '?projectId=other')
    expect(response.status).toBe(403)
    expect(restricted.analyticsEvents.received).toBe(0)
    expect((await post(restricted.url, JSON.stringify(event()))).status).toBe(202)
  })
})

describe('the in-memory event store', () => {
  it('keeps the last events up to its bound, counting every one received', () => {
    const store = createMemoryEventStore(2)
    for (const name of ['A', 'B', 'C']) {
      store.add({
        ...event(name),
        props: { type: 'track', event: name },
        receivedAt: 1,
        projectId: undefined,
      })
    }
    expect(store.list().map((stored) => stored.props.event)).toEqual(['B', 'C'])
    expect(store.received).toBe(3)
    expect(() => createMemoryEventStore(0)).toThrow(RangeError)
  })
})

import { FoyerError } from '@foyer/common'
import { describe, expect, it, vi } from 'vitest'
import type { WalletDirectoryClient } from '../directory/types.js'
import { ProviderError } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { isAnalyticsAllowed, sendAnalytics } from './analytics.js'
import { isUnexpectedError, reportError } from './report-error.js'
import type { FoyerEventRecord } from './types.js'

function collector() {
  const bodies: { event: string; properties: unknown }[] = []
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)).props)
    return new Response(null, { status: 204 })
  })
  return { bodies, fetch: fetch as unknown as typeof globalThis.fetch }
}

function directory(config: () => Promise<{ isAnalyticsEnabled: boolean }>) {
  return {
    getWallets: async () => ({ data: [], count: 0 }),
    walletImageUrl: () => '',
    getAnalyticsConfig: vi.fn(config),
  } as unknown as WalletDirectoryClient & { getAnalyticsConfig: ReturnType<typeof vi.fn> }
}

describe('INTERNAL_SDK_ERROR', () => {
  it('tells unexpected errors from catalogue errors and rejections', () => {
    expect(isUnexpectedError(new TypeError('x is undefined'))).toBe(true)
    expect(isUnexpectedError('weird')).toBe(true)
    expect(isUnexpectedError(new FoyerError('NETWORK_NOT_FOUND'))).toBe(false)
    expect(isUnexpectedError(new ProviderError(4001, 'User rejected the request.'))).toBe(false)
    expect(isUnexpectedError({ code: 5000, message: 'rejected' })).toBe(false)
  })

  it('is sent once per distinct unexpected error, with a short payload, and logged', async () => {
    const { bodies, fetch } = collector()
    const client = createTestClient({ fetch, services: { analytics: 'http://127.0.0.1:9' } })
    const seen: FoyerEventRecord[] = []
    client.events.subscribe((event) => seen.push(event))
    reportError(client, new TypeError('a is undefined'), 'balance not refreshed')
    reportError(client, new TypeError('a is undefined'), 'balance not refreshed')
    reportError(client, new Error(`b${'!'.repeat(500)}`), 'identity not loaded')
    reportError(client, new FoyerError('TOKEN_BALANCE_UNAVAILABLE'), 'balance not refreshed')
    reportError(client, new ProviderError(4001, 'User rejected'), 'connect')
    const internal = seen.filter((event) => event.event === 'INTERNAL_SDK_ERROR')
    expect(internal.map((event) => event.properties)).toEqual([
      { message: 'balance not refreshed: a is undefined', code: 'TypeError' },
      { message: expect.stringMatching(/^identity not loaded: b!+$/), code: 'Error' },
    ])
    expect((internal[1]?.properties as { message?: string } | undefined)?.message).toHaveLength(200)
    await vi.waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies.every((body) => body.event === 'INTERNAL_SDK_ERROR')).toBe(true)
    // Unexpected ones are errors in the log; at the default level the expected ones are not kept.
    expect(client.logger.entries().map((entry) => entry.message)).toEqual([
      'balance not refreshed',
      'balance not refreshed',
      'identity not loaded',
    ])
  })
})

describe('/getAnalyticsConfig before analytics', () => {
  const record = {
    event: 'MODAL_OPEN',
    properties: { connected: false },
    timestamp: 1,
    address: undefined,
  } as const

  it('is asked once; isAnalyticsEnabled false sends nothing', async () => {
    const { bodies, fetch } = collector()
    const dir = directory(async () => ({ isAnalyticsEnabled: false }))
    const client = createTestClient({
      fetch,
      directory: dir,
      services: { analytics: 'http://127.0.0.1:9' },
    })
    expect(await sendAnalytics(client, record)).toBe(false)
    expect(await sendAnalytics(client, record)).toBe(false)
    expect(dir.getAnalyticsConfig).toHaveBeenCalledTimes(1)
    expect(bodies).toEqual([])
  })

  it('isAnalyticsEnabled true lets events through', async () => {
    const { bodies, fetch } = collector()
    const dir = directory(async () => ({ isAnalyticsEnabled: true }))
    const client = createTestClient({
      fetch,
      directory: dir,
      services: { analytics: 'http://127.0.0.1:9' },
    })
    expect(await sendAnalytics(client, record)).toBe(true)
    expect(bodies).toEqual([expect.objectContaining({ event: 'MODAL_OPEN' })])
  })

  it('a refused config (401) shows Invalid Project ID once and keeps analytics off', async () => {
    const { bodies, fetch } = collector()
    const refused = new FoyerError('HTTP_STATUS', { values: { status: 401 } })
    const dir = directory(async () => {
      throw refused
    })
    const client = createTestClient({
      fetch,
      directory: dir,
      services: { analytics: 'http://127.0.0.1:9' },
    })
    expect(await isAnalyticsAllowed(client)).toBe(false)
    expect(await sendAnalytics(client, record)).toBe(false)
    expect(bodies).toEqual([])
    expect(client.stores.alert.getState()).toMatchObject({ key: 'INVALID_PROJECT_ID' })
  })

  it('without a directory that offers it, analytics is allowed', async () => {
    expect(await isAnalyticsAllowed(createTestClient())).toBe(true)
  })
})

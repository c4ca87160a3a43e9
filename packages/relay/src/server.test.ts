import { get } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { CLOSE_CODE, type RelayServer, startRelay } from './index.js'
import { RawRelayClient, randomTopic, signAuth } from './test-utils/raw-client.js'

let relay: RelayServer | undefined

afterEach(async () => {
  await relay?.close()
  relay = undefined
})

function httpGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      let body = ''
      response.on('data', (chunk) => {
        body += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    }).on('error', reject)
  })
}

describe('startRelay', () => {
  it('binds 127.0.0.1 on a free port and reports ws://127.0.0.1:PORT', async () => {
    relay = await startRelay()
    expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`)
    expect(relay.port).toBeGreaterThan(0)
  })

  it('rejects invalid options naming the field', async () => {
    await expect(startRelay({ port: -1 })).rejects.toThrow(/port/)
    await expect(startRelay({ limits: { maxTopics: 0 } })).rejects.toThrow(/limits\.maxTopics/)
  })

  it('rejects when the port is taken', async () => {
    relay = await startRelay()
    await expect(startRelay({ port: relay.port })).rejects.toThrow(/EADDRINUSE/)
  })

  it('answers GET /health with counts, and other HTTP requests with 426', async () => {
    relay = await startRelay()
    const httpUrl = relay.url.replace('ws:', 'http:')
    const health = await httpGet(`${httpUrl}/health`)
    expect(health.status).toBe(200)
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok', connections: 0, messages: 0 })
    expect((await httpGet(`${httpUrl}/`)).status).toBe(426)
  })

  it('closes connections beyond maxConnections with 1013', async () => {
    relay = await startRelay({ limits: { maxConnections: 1 } })
    const first = await RawRelayClient.connectAuthenticated(relay.url)
    const second = await RawRelayClient.connectAuthenticated(relay.url)
    expect((await second.closed).code).toBe(CLOSE_CODE.tryAgainLater)
    await first.close()
  })
})

describe('keepalive', () => {
  it('pings clients and drops one that stops answering pongs', async () => {
    relay = await startRelay({ pingIntervalMs: 250 })
    const auth = await signAuth(relay.url)
    const responsive = new WebSocket(`${relay.url}/?auth=${auth}`)
    const silent = new WebSocket(`${relay.url}/?auth=${await signAuth(relay.url)}`, {
      autoPong: false,
    })
    let pings = 0
    responsive.on('ping', () => pings++)
    const silentClosed = new Promise<number>((resolve) => silent.once('close', resolve))

    expect(await silentClosed).toBe(1006)
    await vi.waitFor(() => expect(pings).toBeGreaterThanOrEqual(3), { timeout: 5_000 })
    expect(responsive.readyState).toBe(WebSocket.OPEN)
    responsive.close()
  })
})

describe('close()', () => {
  it('closes clients with 1001, forgets everything, frees the port and is idempotent', async () => {
    relay = await startRelay()
    const client = await RawRelayClient.connectAuthenticated(relay.url)
    const topic = randomTopic()
    await client.request('irn_publish', { topic, message: 'kept', ttl: 60 })
    await client.request('irn_subscribe', { topic })

    const closing = relay.close()
    expect(relay.close()).toBe(closing)
    await closing
    expect(await client.closed).toEqual({
      code: CLOSE_CODE.goingAway,
      reason: 'Relay shutting down',
    })
    expect(relay.stats()).toMatchObject({ connections: 0, messages: 0, subscribedTopics: 0 })

    const port = relay.port
    relay = await startRelay({ port })
    expect(relay.port).toBe(port)
  })
})

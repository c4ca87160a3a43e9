import { openApiProblems } from '@foyer/service-kit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type RelayServer, startRelay } from '../index.js'
import { RawRelayClient, randomTopic, signAuth } from '../test-utils/raw-client.js'
import { StalledSocket } from '../test-utils/stalled-socket.js'

let relay: RelayServer | undefined
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
  await relay?.close()
  relay = undefined
})

const httpUrl = (server: RelayServer) => server.url.replace(/^ws/, 'http')

/** One figure of the Prometheus text, e.g. `relay_connections`. */
async function figure(server: RelayServer, name: string): Promise<number> {
  const text = await (await fetch(`${httpUrl(server)}/metrics`)).text()
  const line = text.split('\n').find((entry) => entry.startsWith(`${name} `))
  if (line === undefined) throw new Error(`no ${name} in /metrics`)
  return Number(line.slice(name.length + 1))
}

async function client(server: RelayServer): Promise<RawRelayClient> {
  const connected = await RawRelayClient.connectAuthenticated(server.url)
  cleanups.push(() => connected.close())
  return connected
}

describe('the relay’s /metrics', () => {
  it('counts open connections, queued bytes and evictions as real clients use the relay', async () => {
    relay = await startRelay({
      limits: {
        maxMessagesPerTopic: 40,
        initialUnackedBytesPerConnection: 8 * 1024 * 1024,
        maxUnackedBytesPerConnection: 8 * 1024 * 1024,
        maxSendQueueBytes: 8 * 1024 * 1024,
        // Room to publish ~4 MB at once from one client (the default rates would take seconds).
        readBytesPerSecondPerConnection: 64 * 1024 * 1024,
        publishBytesPerSecondPerClient: 64 * 1024 * 1024,
        publishBytesBurstPerClient: 64 * 1024 * 1024,
        maxStoredBytesPerClient: 64 * 1024 * 1024,
        maxStoredBytesPerIp: 64 * 1024 * 1024,
      },
    })
    const server = relay
    expect(await figure(server, 'relay_connections')).toBe(0)
    const [publisher, reader] = [await client(server), await client(server)]
    expect(await figure(server, 'relay_connections')).toBe(2)

    // 42 messages on a topic that keeps 40: the two oldest are evicted.
    const topic = randomTopic()
    const chunk = 'x'.repeat(100 * 1024)
    for (let index = 0; index < 42; index++) {
      const answer = await publisher.request('irn_publish', {
        topic,
        message: `${index}:${chunk}`,
        ttl: 300,
      })
      expect(answer.error).toBeUndefined()
    }
    expect(await figure(server, 'relay_evicted_messages_total')).toBe(2)
    expect(await figure(server, 'relay_stored_messages')).toBe(40)

    // A subscriber that stops reading: the ~4 MB it is sent wait in its send queue.
    const stalled = await StalledSocket.open(server.url, `auth=${await signAuth(server.url)}`)
    cleanups.push(() => stalled.destroy())
    stalled.send(
      JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }),
    )
    await vi.waitFor(
      async () => expect(await figure(server, 'relay_queued_bytes')).toBeGreaterThan(0),
      {
        timeout: 5_000,
      },
    )
    expect(await figure(server, 'relay_connections')).toBe(3)

    await reader.close()
    stalled.destroy()
    await vi.waitFor(async () => expect(await figure(server, 'relay_connections')).toBe(1), {
      timeout: 5_000,
    })
    expect(await figure(server, 'relay_queued_bytes')).toBe(0)
    const text = await (await fetch(`${httpUrl(server)}/metrics`)).text()
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/metrics",status="200"\} \d+/)
  })
})

describe('the relay’s HTTP side', () => {
  it('answers /health with the counts, /ready, /openapi.json, and 426 to a plain GET /', async () => {
    relay = await startRelay()
    await client(relay)
    const base = httpUrl(relay)
    const health = await fetch(`${base}/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok', connections: 1, messages: 0 })
    expect(await (await fetch(`${base}/ready`)).json()).toEqual({ ready: true, checks: {} })
    const plain = await fetch(`${base}/`)
    expect(plain.status).toBe(426)
    expect(plain.headers.get('upgrade')).toBe('websocket')
    expect(await plain.json()).toEqual({
      error: {
        code: 'upgrade_required',
        message: 'This is a WalletConnect relay: connect with a WebSocket.',
      },
    })
    expect((await fetch(`${base}/nothing-here`)).status).toBe(404)
    const document = await (await fetch(`${base}/openapi.json`)).json()
    expect(openApiProblems(document)).toEqual([])
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/health', '/ready', '/']))
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { createServiceApp } from './app.js'
import { type ListeningService, listenService } from './listen.js'

const started: ListeningService[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((service) => service.close()))
})

async function listen(app: Awaited<ReturnType<typeof createServiceApp>>) {
  const service = await listenService(app, { host: '127.0.0.1', port: 0 })
  started.push(service)
  return service
}

describe('/metrics', () => {
  it('counts a request and times it by route pattern and status', async () => {
    const app = await createServiceApp({ name: 'metrics-test', logLevel: 'silent' })
    app.get('/things/:id', async () => ({ ok: true }))
    const service = await listen(app)
    await (await fetch(`${service.url}/things/1`)).arrayBuffer()
    await (await fetch(`${service.url}/things/2`)).arrayBuffer()
    await (await fetch(`${service.url}/missing`)).arrayBuffer()
    const response = await fetch(`${service.url}/metrics`)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = await response.text()
    expect(text).toContain('http_requests_total{method="GET",route="/things/:id",status="200"} 2')
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 1')
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/things\/:id",status="200"\} 2/,
    )
    expect(text).toContain('process_cpu_user_seconds_total')
  })

  it('keeps two apps in one process apart, and takes a service figure', async () => {
    const first = await createServiceApp({ name: 'one', logLevel: 'silent' })
    const second = await createServiceApp({ name: 'two', logLevel: 'silent' })
    const { Gauge } = await import('prom-client')
    new Gauge({ name: 'indexer_head_lag_blocks', help: 'lag', registers: [second.metrics] }).set(3)
    first.get('/a', async () => ({}))
    const one = await listen(first)
    const two = await listen(second)
    await (await fetch(`${one.url}/a`)).arrayBuffer()
    const secondText = await (await fetch(`${two.url}/metrics`)).text()
    expect(secondText).not.toContain('route="/a"')
    expect(secondText).toContain('indexer_head_lag_blocks 3')
  })
})

describe('/health and /ready', () => {
  it('answers /health while alive and /ready 503 naming the failed check', async () => {
    let databaseUp = true
    const app = await createServiceApp({
      name: 'ready-test',
      logLevel: 'silent',
      readyChecks: {
        database: () => {
          if (!databaseUp) throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
        },
      },
    })
    app.addReadyCheck('rpc', async () => 'block 12')
    const service = await listen(app)
    expect(await (await fetch(`${service.url}/health`)).json()).toEqual({ status: 'ok' })
    const ready = await fetch(`${service.url}/ready`)
    expect([ready.status, await ready.json()]).toEqual([
      200,
      { ready: true, checks: { database: { ok: true }, rpc: { ok: true } } },
    ])
    databaseUp = false
    const notReady = await fetch(`${service.url}/ready`)
    expect([notReady.status, await notReady.json()]).toEqual([
      503,
      {
        ready: false,
        checks: {
          database: { ok: false, error: 'connect ECONNREFUSED 127.0.0.1:5432' },
          rpc: { ok: true },
        },
      },
    ])
    expect((await fetch(`${service.url}/health`)).status).toBe(200)
  })
})

describe('listenService: graceful shutdown', () => {
  it('lets a request in flight finish, then stops accepting connections', async () => {
    const app = await createServiceApp({ name: 'shutdown-test', logLevel: 'silent' })
    let entered!: () => void
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve
    })
    let release!: () => void
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    app.get('/slow', async () => {
      entered()
      await released
      return { finished: true }
    })
    const service = await listenService(app, { host: '127.0.0.1', port: 0 })
    const inFlight = fetch(`${service.url}/slow`)
    await inHandler
    const closed = service.close()
    let closedYet = false
    void closed.then(() => {
      closedYet = true
    })
    await new Promise((resolve) => setImmediate(resolve))
    expect(closedYet).toBe(false)
    release()
    const response = await inFlight
    expect([response.status, await response.json()]).toEqual([200, { finished: true }])
    await closed
    await expect(fetch(`${service.url}/health`)).rejects.toThrow()
  })
})

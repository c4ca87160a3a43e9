import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, HOST_ORIGIN, PROJECT_ID, startHarness } from './test-utils/harness.js'

// What an operator points Prometheus and a log pipeline at: the auth server's own figures and
// its JSON request logs, on the service-kit foundation.

/** The value of one sample line of a Prometheus text exposition, or undefined. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((entry) => entry.startsWith(`${line} `))
  return found === undefined ? undefined : Number(found.slice(line.length + 1))
}

describe('operating the auth server', () => {
  let h: Harness
  const requestLogs: string[] = []
  beforeAll(async () => {
    h = await startHarness({
      logLevel: 'info',
      logDestination: { write: (line) => void requestLogs.push(line) },
    })
  })
  afterAll(() => h.stop())

  const metrics = async () => (await fetch(`${h.server.url}/metrics`)).text()

  it('counts logins by method and refusals by reason on /metrics', async () => {
    await h.login('metrics@example.com')
    const foreign = await h.call('GET', '/v1/user', { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    const noToken = await h.call('GET', '/v1/user')
    expect(noToken.status).toBe(401)
    const hostRefused = await h.call(
      'GET',
      `/v1/projects/${PROJECT_ID}/config?hostOrigin=${encodeURIComponent('https://other.example')}`,
    )
    expect(hostRefused.status).toBe(403)

    const text = await metrics()
    expect(sample(text, 'auth_logins_total{method="email"}')).toBe(1)
    expect(sample(text, 'auth_refusals_total{reason="forbidden"}')).toBe(1)
    expect(sample(text, 'auth_refusals_total{reason="unauthorized"}')).toBe(1)
    expect(sample(text, 'auth_refusals_total{reason="invalid_app_configuration"}')).toBe(1)
    // Requests by route pattern, never the concrete path.
    expect(
      sample(text, 'http_requests_total{method="POST",route="/v1/email/verify",status="200"}'),
    ).toBe(1)
    expect(text).toContain('route="/v1/projects/:projectId/config"')
    expect(text).not.toContain(HOST_ORIGIN)
  })

  it('writes a JSON request log line with a request id for each request', async () => {
    const answer = await h.call('GET', '/v1/user')
    const requestId = answer.headers.get('x-request-id')
    expect(requestId).toBeTruthy()
    const lines = requestLogs.map((line) => JSON.parse(line) as Record<string, unknown>)
    const mine = lines.filter((line) => line.requestId === requestId)
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed'])
    expect(mine[0]).toMatchObject({
      service: 'auth-server',
      req: { method: 'GET', url: '/v1/user' },
    })
    expect(mine[1]).toMatchObject({ res: { statusCode: 401 } })
  })

  it('answers /ready from the database and keeps the service clock in Date', async () => {
    const ready = await fetch(`${h.server.url}/ready`)
    expect(await ready.json()).toEqual({ ready: true, checks: { database: { ok: true } } })
    h.clock.advance(3_600_000)
    const answer = await h.call('GET', '/v1/user')
    const date = Date.parse(answer.headers.get('date') ?? '')
    expect(Math.abs(date - h.clock.now())).toBeLessThan(1_000)
  })
})

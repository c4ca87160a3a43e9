import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, HOST_ORIGIN, PROJECT_ID, startHarness } from './test-utils/harness.js'

describe('when the SMTP server is down', () => {
  let h: Harness
  beforeAll(async () => {
    // A port that refuses connections: bound, then closed.
    const closedPort = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo
        server.close(() => resolve(port))
      })
    })
    h = await startHarness({
      smtp: { url: `smtp://127.0.0.1:${closedPort}`, from: 'login@foyer.test' },
    })
  })
  afterAll(() => h.stop())

  it('answers 502 and leaves no code (and so no cooldown) behind', async () => {
    const body = { projectId: PROJECT_ID, hostOrigin: HOST_ORIGIN, email: 'down@example.com' }
    const first = await h.call('POST', '/v1/email/start', { body })
    expect(first).toMatchObject({
      status: 502,
      body: {
        error: { code: 'upstream_error', message: 'The email could not be sent, please try again' },
      },
    })
    const rows = await h.server.storage.sql.query('select 1 from one_time_codes')
    expect(rows).toHaveLength(0)
    // Trying again at once is not refused by the cooldown: it fails on SMTP again.
    expect((await h.call('POST', '/v1/email/start', { body })).status).toBe(502)
  })
})

import { postgresUnavailable, startTempPostgres, type TempPostgres } from '@foyer/sql/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, type Session, startHarness } from './test-utils/harness.js'

const unavailable = postgresUnavailable()
if (unavailable) console.info(`auth-server Postgres tests skipped: ${unavailable}`)

describe.skipIf(unavailable !== null)('on a Postgres server (DATABASE_URL)', () => {
  let postgres: TempPostgres
  let h: Harness
  beforeAll(async () => {
    postgres = await startTempPostgres()
    h = await startHarness({ databaseUrl: await postgres.freshDatabase() })
  })
  afterAll(async () => {
    await h?.stop()
    await postgres?.stop()
  })

  it('runs email login, refresh rotation with reuse detection, and the share store', async () => {
    expect(h.server.engine).toBe('postgres')
    const session = await h.login('pg@example.com')
    const rotated = await h.call<Session>('POST', '/v1/session/refresh', {
      body: { refreshToken: session.refreshToken },
    })
    expect(rotated.status).toBe(200)
    expect(
      (
        await h.call('POST', '/v1/session/refresh', {
          body: { refreshToken: session.refreshToken },
        })
      ).status,
    ).toBe(401)
    expect((await h.call('GET', '/v1/user', { token: rotated.body.accessToken })).status).toBe(401)
    const fresh = await h.login('pg@example.com')
    const body = { address: `0x${'12'.repeat(20)}`, authShare: 'QQ==', recoveryShare: 'Ug==' }
    expect((await h.call('PUT', '/v1/wallet', { token: fresh.accessToken, body })).status).toBe(201)
    expect((await h.call('PUT', '/v1/wallet', { token: fresh.accessToken, body })).status).toBe(409)
    const recovery = await h.call('POST', '/v1/wallet/recovery-share', { token: fresh.accessToken })
    expect(recovery.body).toEqual({
      address: body.address,
      custody: 'operator',
      recoveryAuthShare: 'QQ==',
      recoveryShare: 'Ug==',
    })
  })

  it('keeps users, sessions and the signing key across a restart on the same database', async () => {
    const databaseUrl = await postgres.freshDatabase()
    const first = await startHarness({ databaseUrl })
    const session = await first.login('restart@example.com')
    await first.stop()
    const second = await startHarness({ databaseUrl }, first.key)
    try {
      const user = await second.call('GET', '/v1/user', { token: session.accessToken })
      expect(user).toMatchObject({ status: 200, body: { email: 'restart@example.com' } })
    } finally {
      await second.stop()
    }
  })
})

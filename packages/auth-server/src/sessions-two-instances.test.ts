import { postgresUnavailable, startTempPostgres, type TempPostgres } from '@foyer/sql/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, type Session, startHarness } from './test-utils/harness.js'

const unavailable = postgresUnavailable()
if (unavailable) console.info(`auth-server shared-session tests skipped: ${unavailable}`)

/**
 * Two auth server processes behind one load balancer, on one Postgres (issue 40 item 6): a
 * session either one issued works on the other, a refresh on one is seen by the other (the old
 * refresh token is spent everywhere, its reuse anywhere ends the session everywhere), and a
 * sign-out on one ends the session on both. One frame key (DPoP) talks to both.
 */
describe.skipIf(unavailable !== null)('two auth instances on one Postgres share sessions', () => {
  let postgres: TempPostgres
  let a: Harness
  let b: Harness
  beforeAll(async () => {
    postgres = await startTempPostgres()
    const databaseUrl = await postgres.freshDatabase()
    a = await startHarness({ databaseUrl })
    // Both servers run on A's clock; B's harness clock dates the proofs it sends.
    b = await startHarness({ databaseUrl, now: a.clock.now }, a.key)
  }, 120_000)
  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    await postgres?.stop()
  })

  /** An email login on A (A's clock moves 31 s; B's follows so its proofs stay current). */
  async function loginOnA(email: string): Promise<Session> {
    const session = await a.login(email)
    b.clock.advance(31_000)
    return session
  }

  const user = (h: Harness, token: string) => h.call('GET', '/v1/user', { token })
  const refresh = (h: Harness, refreshToken: string) =>
    h.call<Session>('POST', '/v1/session/refresh', { body: { refreshToken } })

  it('a session made on A works on B, with the same user and signing key', async () => {
    const session = await loginOnA('both@example.com')
    const onB = await user(b, session.accessToken)
    expect(onB).toMatchObject({
      status: 200,
      body: { id: session.user.id, email: 'both@example.com' },
    })
    expect((await user(a, session.accessToken)).body).toEqual(onB.body)
  })

  it('refresh on B, then on A: each rotation is seen by the other; a spent token is refused on both', async () => {
    const session = await loginOnA('rotate@example.com')
    const onB = await refresh(b, session.refreshToken)
    expect(onB.status).toBe(200)
    expect((await user(a, onB.body.accessToken)).status).toBe(200)
    const onA = await refresh(a, onB.body.refreshToken)
    expect(onA.status).toBe(200)
    expect((await user(b, onA.body.accessToken)).status).toBe(200)
    // B's spent token replayed on A (a copied token): reuse, and the whole session ends on both.
    expect((await refresh(a, onB.body.refreshToken)).status).toBe(401)
    expect((await user(a, onA.body.accessToken)).status).toBe(401)
    expect((await user(b, onA.body.accessToken)).status).toBe(401)
    expect((await refresh(b, onA.body.refreshToken)).status).toBe(401)
  })

  it('sign-out on one instance ends the session on the other', async () => {
    const session = await loginOnA('leave@example.com')
    expect((await user(b, session.accessToken)).status).toBe(200)
    const out = await b.call('POST', '/v1/session/signout', { token: session.accessToken })
    expect(out.status).toBe(204)
    expect((await user(a, session.accessToken)).status).toBe(401)
    expect((await refresh(a, session.refreshToken)).status).toBe(401)
    // Another session of the same user, made on A, is untouched.
    const other = await loginOnA('leave@example.com')
    expect((await user(b, other.accessToken)).status).toBe(200)
  })
})

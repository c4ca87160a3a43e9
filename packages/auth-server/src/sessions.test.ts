import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FRAME_ORIGIN, type Harness, type Session, startHarness } from './test-utils/harness.js'

describe('sessions (signed JWTs, rotating refresh tokens)', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.stop())

  const refresh = (refreshToken: string) =>
    h.call<Session>('POST', '/v1/session/refresh', { body: { refreshToken } })

  it('rotates the refresh token on every use', async () => {
    const first = await h.login('rotate@example.com')
    const second = await refresh(first.refreshToken)
    expect(second.status).toBe(200)
    expect(second.body.refreshToken).not.toBe(first.refreshToken)
    expect(second.body.user.id).toBe(first.user.id)
    const third = await refresh(second.body.refreshToken)
    expect(third.status).toBe(200)
    expect((await h.call('GET', '/v1/user', { token: third.body.accessToken })).status).toBe(200)
  })

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = await h.login('reuse@example.com')
    const second = await refresh(first.refreshToken)
    expect(second.status).toBe(200)
    // An attacker replays the first token: refused, and the family dies.
    expect(await refresh(first.refreshToken)).toMatchObject({ status: 401 })
    expect((await refresh(second.body.refreshToken)).status).toBe(401)
    expect((await h.call('GET', '/v1/user', { token: second.body.accessToken })).status).toBe(401)
    // Another login of the same user is a separate family and still works.
    const other = await h.login('reuse@example.com')
    expect((await h.call('GET', '/v1/user', { token: other.accessToken })).status).toBe(200)
  })

  it('expires access tokens after 15 minutes; refresh still works', async () => {
    const session = await h.login('expiry@example.com')
    h.clock.advance(15 * 60_000 + 1_000)
    expect((await h.call('GET', '/v1/user', { token: session.accessToken })).status).toBe(401)
    const renewed = await refresh(session.refreshToken)
    expect((await h.call('GET', '/v1/user', { token: renewed.body.accessToken })).status).toBe(200)
  })

  it('signs out: the refresh token family and its access tokens stop working', async () => {
    const session = await h.login('out@example.com')
    const out = await h.call('POST', '/v1/session/signout', { token: session.accessToken })
    expect(out.status).toBe(204)
    expect((await h.call('GET', '/v1/user', { token: session.accessToken })).status).toBe(401)
    expect((await refresh(session.refreshToken)).status).toBe(401)
  })

  it('refuses forged, malformed and swapped tokens', async () => {
    const session = await h.login('forge@example.com')
    const [head, payload] = session.accessToken.split('.') as [string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${session.accessToken.split('.')[2]}`
    for (const token of [forged, 'junk', session.refreshToken]) {
      expect((await h.call('GET', '/v1/user', { token })).status).toBe(401)
    }
    // An access token is no refresh token.
    expect((await refresh(session.accessToken)).status).toBe(401)
  })

  it('answers CORS only to the frame origin and refuses other browser origins', async () => {
    const preflight = await fetch(`${h.server.url}/v1/email/start`, {
      method: 'OPTIONS',
      headers: { origin: FRAME_ORIGIN, 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(FRAME_ORIGIN)
    const foreign = await fetch(`${h.server.url}/v1/email/start`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    const session = await h.login('cors@example.com')
    const fromHost = await h.call('GET', '/v1/user', {
      token: session.accessToken,
      origin: 'https://app.example',
    })
    expect(fromHost).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', message: 'Origin not allowed' } },
    })
  })
})

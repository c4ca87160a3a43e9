import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FOREIGN_ORIGIN, MISSING_ORIGIN } from './http/origin-guard.js'
import {
  type Harness,
  HOST_ORIGIN,
  PROJECT_ID,
  type Session,
  startHarness,
} from './test-utils/harness.js'

const project = { projectId: PROJECT_ID, hostOrigin: HOST_ORIGIN }

/**
 * The attack of issue 29: a Node script (no browser, so no Origin) or a page of another origin
 * that holds a freshly mailed code, a login code or a token talks to the auth service directly.
 * Only the frame's origin may (hygiene on top of the proof key, not the boundary).
 */
describe('only the wallet frame talks to the auth service from a browser', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.stop())

  it('verify with a valid code but no Origin or a foreign one → 403; the code still works from the frame', async () => {
    h.clock.advance(31_000)
    const since = h.mail.mails.length
    const email = 'script@example.com'
    expect((await h.call('POST', '/v1/email/start', { body: { ...project, email } })).status).toBe(
      200,
    )
    const otp = await h.mail.waitForCode(email, since)
    const body = { ...project, email, otp }
    expect(await h.call('POST', '/v1/email/verify', { body, origin: null })).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', message: MISSING_ORIGIN } },
    })
    expect(await h.call('POST', '/v1/email/verify', { body, origin: HOST_ORIGIN })).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', message: FOREIGN_ORIGIN } },
    })
    // Refused before the route: no attempt was spent, the code still opens the frame's login.
    expect((await h.call<Session>('POST', '/v1/email/verify', { body })).status).toBe(200)
  })

  it('start, exchange, refresh, shares and the user refuse a missing or foreign Origin', async () => {
    const session = await h.login('shares@example.com')
    const calls: [string, string, { body?: unknown; token?: string }][] = [
      ['POST', '/v1/email/start', { body: { ...project, email: 'x@example.com' } }],
      ['POST', '/v1/social/exchange', { body: { ...project, loginCode: 'whatever' } }],
      ['POST', '/v1/session/refresh', { body: { refreshToken: session.refreshToken } }],
      ['GET', '/v1/wallet/auth-share', { token: session.accessToken }],
      ['POST', '/v1/wallet/recovery-share', { token: session.accessToken }],
      ['GET', '/v1/user', { token: session.accessToken }],
    ]
    for (const [method, path, options] of calls) {
      // The project config is also read by the frame's server (no Origin): only foreign ones.
      const refused = path.startsWith('/v1/projects/')
        ? [HOST_ORIGIN, 'null']
        : [null, HOST_ORIGIN, 'null']
      for (const origin of refused) {
        const answer = await h.call(method, path, { ...options, origin })
        expect(answer.status, `${method} ${path} from ${origin}`).toBe(403)
      }
    }
    // The refresh token was never rotated by the refused calls.
    const refreshed = await h.call('POST', '/v1/session/refresh', {
      body: { refreshToken: session.refreshToken },
    })
    expect(refreshed.status).toBe(200)
  })

  it("the project's public config answers the frame's hosting (no Origin), never a foreign page", async () => {
    const path = `/v1/projects/${PROJECT_ID}/config?hostOrigin=${encodeURIComponent(HOST_ORIGIN)}`
    // The frame's server asks it for the frame page's `frame-ancestors` header.
    expect(await h.call('GET', path, { origin: null })).toMatchObject({
      status: 200,
      body: { allowedOrigins: [HOST_ORIGIN] },
    })
    for (const origin of [HOST_ORIGIN, 'null']) {
      expect((await h.call('GET', path, { origin })).status, `from ${origin}`).toBe(403)
    }
  })

  it('the provider callback and the Farcaster relay endpoints stay open to any origin', async () => {
    // No Origin (a top-level navigation from the provider): the route answers, not the origin rule.
    const callback = await h.call('GET', '/v1/social/callback?state=nope&code=x', { origin: null })
    expect(callback.body).not.toEqual({ error: { code: 'forbidden', message: MISSING_ORIGIN } })
    const status = await h.call('GET', '/v1/channel/status', { origin: null })
    expect(status.body).not.toEqual({ error: { code: 'forbidden', message: MISSING_ORIGIN } })
    // The authorize address is opened by a navigation (no Origin) but never from a foreign page.
    const authorize = `/v1/social/github/authorize?${new URLSearchParams({
      ...project,
      redirectUri: 'http://127.0.0.1:1/social-redirect.html',
    })}`
    expect((await h.call('GET', authorize, { origin: null })).body).not.toEqual({
      error: { code: 'forbidden', message: MISSING_ORIGIN },
    })
    expect(await h.call('GET', authorize, { origin: HOST_ORIGIN })).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', message: FOREIGN_ORIGIN } },
    })
  })
})

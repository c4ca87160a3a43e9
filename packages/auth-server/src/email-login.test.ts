import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  errorMessage,
  type Harness,
  HOST_ORIGIN,
  PROJECT_ID,
  type Session,
  startHarness,
} from './test-utils/harness.js'

const project = { projectId: PROJECT_ID, hostOrigin: HOST_ORIGIN }

describe('email login (real SMTP sink, PGlite)', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.stop())

  const start = (email: string) =>
    h.call('POST', '/v1/email/start', { body: { ...project, email } })
  const verify = (email: string, otp: string) =>
    h.call<Session>('POST', '/v1/email/verify', { body: { ...project, email, otp } })

  it('mails a 6-digit code over SMTP and trades it for a session', async () => {
    const since = h.mail.mails.length
    const started = await start('Ada@Example.com')
    expect(started).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
    const otp = await h.mail.waitForCode('ada@example.com', since)
    expect(otp).toMatch(/^\d{6}$/)
    const session = await verify('ada@example.com', otp)
    expect(session.status).toBe(200)
    expect(session.body.user).toMatchObject({ email: 'ada@example.com', socialProvider: null })
    const user = await h.call('GET', '/v1/user', { token: session.body.accessToken })
    expect(user.body).toMatchObject({ id: session.body.user.id, address: null })
    // The code is single-use.
    expect((await verify('ada@example.com', otp)).body).toEqual({
      error: { code: 'invalid_request', message: 'Code expired, request a new one' },
    })
  })

  it('stores only a hash of the code', async () => {
    const since = h.mail.mails.length
    h.clock.advance(31_000)
    await start('hash@example.com')
    const otp = await h.mail.waitForCode('hash@example.com', since)
    const rows = await h.server.storage.sql.query<{ code_hash: string }>(
      `select code_hash from one_time_codes where key = 'hash@example.com'`,
    )
    expect(rows[0]?.code_hash).toBeTruthy()
    expect(rows[0]?.code_hash).not.toContain(otp)
  })

  it('refuses a new code for 30 s with the seconds left, then sends one', async () => {
    await start('cool@example.com')
    const again = await start('cool@example.com')
    expect(again).toMatchObject({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Please try again after 30 seconds' } },
    })
    h.clock.advance(12_400)
    expect((await start('cool@example.com')).body).toEqual({
      error: { code: 'rate_limited', message: 'Please try again after 18 seconds' },
    })
    h.clock.advance(17_000)
    expect((await start('cool@example.com')).body).toEqual({
      error: { code: 'rate_limited', message: 'Please try again after 1 seconds' },
    })
    h.clock.advance(600)
    expect((await start('cool@example.com')).status).toBe(200)
  })

  it("answers 'Invalid code' to a wrong code, and kills the code after 5 wrong ones", async () => {
    h.clock.advance(31_000)
    const since = h.mail.mails.length
    await start('guess@example.com')
    const otp = await h.mail.waitForCode('guess@example.com', since)
    const wrong = otp === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await verify('guess@example.com', wrong)).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid_request', message: 'Invalid code' } },
      })
    }
    expect(await verify('guess@example.com', otp)).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request', message: 'Code expired, request a new one' } },
    })
  })

  it('lets a correct code through after fewer than 5 wrong ones', async () => {
    h.clock.advance(31_000)
    const since = h.mail.mails.length
    await start('four@example.com')
    const otp = await h.mail.waitForCode('four@example.com', since)
    const wrong = otp === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 4; attempt += 1) await verify('four@example.com', wrong)
    expect((await verify('four@example.com', otp)).status).toBe(200)
  })

  it('expires a code after 10 minutes', async () => {
    h.clock.advance(31_000)
    const since = h.mail.mails.length
    await start('late@example.com')
    const otp = await h.mail.waitForCode('late@example.com', since)
    h.clock.advance(10 * 60_000)
    expect((await verify('late@example.com', otp)).body).toEqual({
      error: { code: 'invalid_request', message: 'Code expired, request a new one' },
    })
  })

  it("answers 403 'Invalid App Configuration' for a host origin the project does not allow", async () => {
    for (const body of [
      { projectId: PROJECT_ID, hostOrigin: 'https://evil.example', email: 'x@example.com' },
      { projectId: 'no-such-project', hostOrigin: HOST_ORIGIN, email: 'x@example.com' },
    ]) {
      expect(await h.call('POST', '/v1/email/start', { body })).toMatchObject({
        status: 403,
        body: {
          error: { code: 'invalid_app_configuration', message: 'Invalid App Configuration' },
        },
      })
    }
    const config = await h.call(
      'GET',
      `/v1/projects/${PROJECT_ID}/config?hostOrigin=${encodeURIComponent('https://evil.example')}`,
    )
    expect(config.status).toBe(403)
  })

  it('rejects malformed bodies with 400 and a reason, never a crash', async () => {
    for (const body of [
      { ...project, email: 'not-an-email' },
      { ...project },
      { email: 'a@example.com' },
      'text',
      [1, 2],
    ]) {
      const answer = await h.call('POST', '/v1/email/start', { body })
      expect(answer.status).toBe(400)
      expect(errorMessage(answer.body)).toMatch(/^Invalid request/)
    }
    expect((await verify('a@example.com', '12345')).status).toBe(400)
  })
})

describe('rate limits', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness({
      rateLimits: { perIpPerMinute: 5, perEmailPerHour: 2, codeCooldownSeconds: 5 },
    })
  })
  afterAll(() => h.stop())

  it('refuse a new code for the configured cooldown (codeCooldownSeconds), not the default 30 s', async () => {
    const send = () =>
      h.call('POST', '/v1/email/start', { body: { ...project, email: 'soon@example.com' } })
    expect((await send()).status).toBe(200)
    expect((await send()).body).toEqual({
      error: { code: 'rate_limited', message: 'Please try again after 5 seconds' },
    })
    h.clock.advance(5_000)
    expect((await send()).status).toBe(200)
    h.clock.advance(60_000)
  })

  it('answer 429 past the per-email hourly limit', async () => {
    const send = () =>
      h.call('POST', '/v1/email/start', { body: { ...project, email: 'often@example.com' } })
    expect((await send()).status).toBe(200)
    h.clock.advance(31_000)
    expect((await send()).status).toBe(200)
    h.clock.advance(31_000)
    expect(await send()).toMatchObject({
      status: 429,
      body: {
        error: { code: 'rate_limited', message: 'Too many requests, please try again later' },
      },
    })
  })

  it('answer 429 past the per-IP limit, and serve again in the next window', async () => {
    h.clock.advance(60_000)
    const statuses: number[] = []
    for (let index = 0; index < 7; index += 1) {
      const answer = await h.call('POST', '/v1/email/start', {
        body: { ...project, email: `ip${index}@example.com` },
      })
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    h.clock.advance(60_000)
    const later = await h.call('POST', '/v1/email/start', {
      body: { ...project, email: 'ip9@example.com' },
    })
    expect(later.status).toBe(200)
  })
})

import { postgresUnavailable, startTempPostgres, type TempPostgres } from '@foyer/sql/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, HOST_ORIGIN, PROJECT_ID, startHarness } from './test-utils/harness.js'

const project = { projectId: PROJECT_ID, hostOrigin: HOST_ORIGIN }
const TOO_MANY = 'Too many requests, please try again later'
/** A code that is not the mailed one (the mailed code is never 000000 and 999999 both). */
const wrongCode = (right: string) => (right === '000000' ? '999999' : '000000')

/** Posts as the frame, behind one trusted proxy that saw `clientAddress`. */
async function post(h: Harness, path: string, body: unknown, clientAddress: string) {
  const answer = await h.call<{ error?: { code: string; message: string } }>('POST', path, {
    body,
    // Whatever the attacker puts first, then the address the proxy saw.
    headers: { 'x-forwarded-for': `${clientAddress}, ${clientAddress}` },
  })
  return { status: answer.status, body: answer.body }
}

let attacker = 0
/** A new source address per request: the attacker owns many IPs (or rotates a proxy). */
const nextAddress = () => {
  attacker += 1
  return `198.51.${Math.floor(attacker / 250)}.${attacker % 250}`
}

async function requestCode(h: Harness, email: string): Promise<{ status: number; code?: string }> {
  const since = h.mail.mails.length
  const answer = await post(h, '/v1/email/start', { ...project, email }, nextAddress())
  if (answer.status !== 200) return { status: answer.status }
  return { status: 200, code: await h.mail.waitForCode(email, since) }
}

const guess = (h: Harness, email: string, otp: string) =>
  post(h, '/v1/email/verify', { ...project, email, otp }, nextAddress())

describe('one-time codes cannot be brute-forced', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness({
      trustedProxies: 1,
      rateLimits: { perIpPerMinute: 1000, perEmailPerHour: 3, failedCodesPerEmailPerDay: 8 },
    })
  })
  afterAll(() => h.stop())

  it('a code request past the hourly limit keeps the live code and its spent attempts', async () => {
    const email = 'limit@example.com'
    expect((await requestCode(h, email)).status).toBe(200)
    h.clock.advance(31_000)
    const live = await requestCode(h, email)
    expect(live.status).toBe(200)
    h.clock.advance(31_000)
    expect((await requestCode(h, email)).status).toBe(200)
    h.clock.advance(31_000)
    for (let i = 0; i < 4; i += 1) {
      expect((await guess(h, email, '111111')).body).toEqual({
        error: { code: 'invalid_request', message: 'Invalid code' },
      })
    }
    // Past the limit: refused, and the old code is not replaced (its attempts are not reset).
    expect(await post(h, '/v1/email/start', { ...project, email }, nextAddress())).toEqual({
      status: 429,
      body: { error: { code: 'rate_limited', message: TOO_MANY } },
    })
    expect((await guess(h, email, '111111')).body).toEqual({
      error: { code: 'invalid_request', message: 'Invalid code' },
    })
    expect((await guess(h, email, '111111')).body).toEqual({
      error: { code: 'invalid_request', message: 'Code expired, request a new one' },
    })
  })

  it('wrong guesses across codes wait longer each time, then the address is refused for the day', async () => {
    const email = 'victim@example.com'
    let failures = 0
    let code = ''
    const delays: string[] = []
    while (failures < 8) {
      h.clock.advance(31_000)
      const fresh = await requestCode(h, email)
      expect(fresh.status).toBe(200)
      code = fresh.code as string
      for (let attempt = 0; attempt < 5 && failures < 8; attempt += 1) {
        let answer = await guess(h, email, wrongCode(code))
        if (answer.status === 429) {
          // The growing delay: wait it out, as a patient attacker would.
          const message = answer.body.error?.message as string
          delays.push(message)
          h.clock.advance(Number(/(\d+) seconds/.exec(message)?.[1]) * 1000)
          answer = await guess(h, email, wrongCode(code))
        }
        expect(answer.body).toEqual({ error: { code: 'invalid_request', message: 'Invalid code' } })
        failures += 1
      }
    }
    expect(delays).toEqual(['Please try again after 2 seconds', 'Please try again after 4 seconds'])
    // The day's budget is spent: no new code, and not even the right code is compared.
    h.clock.advance(31_000)
    expect(await post(h, '/v1/email/start', { ...project, email }, nextAddress())).toEqual({
      status: 429,
      body: { error: { code: 'rate_limited', message: TOO_MANY } },
    })
    expect(await guess(h, email, code)).toEqual({
      status: 429,
      body: { error: { code: 'rate_limited', message: TOO_MANY } },
    })
    // A day later the address works again.
    h.clock.advance(24 * 60 * 60_000)
    const next = await requestCode(h, email)
    expect(next.status).toBe(200)
    expect((await guess(h, email, next.code as string)).status).toBe(200)
  })

  it('sweeps expired codes', async () => {
    const swept = await startHarness({ sweepIntervalMs: 50 })
    try {
      await swept.call('POST', '/v1/email/start', {
        body: { ...project, email: 'old@example.com' },
      })
      const rows = () =>
        swept.server.storage.sql.query(`select 1 from one_time_codes where key = 'old@example.com'`)
      expect(await rows()).toHaveLength(1)
      swept.clock.advance(11 * 60_000)
      await expect.poll(async () => (await rows()).length, { timeout: 5000 }).toBe(0)
    } finally {
      await swept.stop()
    }
  })
})

const unavailable = postgresUnavailable()
if (unavailable) console.info(`auth-server shared-budget tests skipped: ${unavailable}`)

describe.skipIf(unavailable !== null)('two instances on one Postgres share the budget', () => {
  let postgres: TempPostgres
  let one: Harness
  let two: Harness
  beforeAll(async () => {
    postgres = await startTempPostgres()
    const databaseUrl = await postgres.freshDatabase()
    const options = {
      databaseUrl,
      trustedProxies: 1,
      rateLimits: { perIpPerMinute: 1000, perEmailPerHour: 1000, failedCodesPerEmailPerDay: 4 },
    }
    one = await startHarness(options)
    two = await startHarness({ ...options, now: one.clock.now }, one.key)
  }, 120_000)
  afterAll(async () => {
    await one?.stop()
    await two?.stop()
    await postgres?.stop()
  })

  it('wrong guesses on either instance count against one cap', async () => {
    const email = 'shared@example.com'
    const { code } = await requestCode(one, email)
    for (const instance of [one, two, one, two]) {
      expect((await guess(instance, email, wrongCode(code as string))).body).toEqual({
        error: { code: 'invalid_request', message: 'Invalid code' },
      })
    }
    // Both servers share `one`'s clock; `two`'s own clock dates its DPoP proofs.
    one.clock.advance(60_000)
    two.clock.advance(60_000)
    for (const instance of [one, two]) {
      expect((await guess(instance, email, code as string)).status).toBe(429)
      expect(
        (await post(instance, '/v1/email/start', { ...project, email }, nextAddress())).status,
      ).toBe(429)
    }
  })
})

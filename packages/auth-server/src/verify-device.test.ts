import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVICE_NOT_CONFIRMED } from './auth/device-check.js'
import {
  confirmDeviceLink,
  type Harness,
  HOST_ORIGIN,
  PROJECT_ID,
  type Session,
  startHarness,
} from './test-utils/harness.js'
import { TestProofKey } from './test-utils/proof-key.js'

// Verify device (SPEC §4, issue 32 item 10): a known email on a browser (frame key) the
// service has never seen gets a mailed link that confirms THAT key before any login code is
// sent. Each test plays the attacker: another browser, a copied link or token, a replay, an
// expired link, another project, the operator's log reader.

describe('verify device: a new browser confirms itself by email first (real SMTP, PGlite)', () => {
  let h: Harness
  /** The request logs (pino, most detailed) and the service's own lines. */
  const logs: string[] = []
  beforeAll(async () => {
    h = await startHarness({
      log: (line) => logs.push(line),
      logLevel: 'trace',
      logDestination: { write: (line) => void logs.push(line) },
    })
  })
  afterAll(() => h.stop())

  const body = (email: string, projectId = PROJECT_ID) => ({
    projectId,
    hostOrigin: HOST_ORIGIN,
    email,
  })
  const start = (email: string, key: TestProofKey, projectId = PROJECT_ID) =>
    h.call('POST', '/v1/email/start', { body: body(email, projectId), key })
  const status = (email: string, key: TestProofKey, projectId = PROJECT_ID) =>
    h.call('POST', '/v1/email/device/status', { body: body(email, projectId), key })
  const verify = (email: string, otp: string, key: TestProofKey) =>
    h.call<Session>('POST', '/v1/email/verify', { body: { ...body(email), otp }, key })

  /** A known user (logged in once with `laptop`) and a new browser's start: its mailed link. */
  async function newBrowser(email: string, laptop: TestProofKey, projectId = PROJECT_ID) {
    const phone = await TestProofKey.create()
    h.clock.advance(31_000)
    const since = h.mail.mails.length
    const started = await start(email, phone, projectId)
    expect(started).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } })
    const link = await h.mail.waitForDeviceLink(email, since)
    expect(laptop.jkt).not.toBe(phone.jkt)
    return { phone, link, since }
  }

  it('a first-ever login has no device step; the browser that finished it is known after', async () => {
    const laptop = await TestProofKey.create()
    const email = 'first@example.com'
    h.clock.advance(31_000)
    expect((await start(email, laptop)).body).toEqual({ action: 'VERIFY_OTP' })
    await h.login(email, laptop)
    h.clock.advance(31_000)
    expect((await start(email, laptop)).body).toEqual({ action: 'VERIFY_OTP' })
  })

  it('a known email on a new key gets VERIFY_DEVICE, a link and no code; the key gets nothing until it is confirmed', async () => {
    const laptop = await TestProofKey.create()
    const email = 'new-device@example.com'
    const first = await h.login(email, laptop)
    const { phone, link, since } = await newBrowser(email, laptop)
    const mail = h.mail.mails.slice(since).find((m) => m.to.includes(email))
    expect(mail?.subject).toBe('Confirm your new device')
    expect(mail?.text).not.toMatch(/\b\d{6}\b/)

    // Unconfirmed: the poll waits, a guessed code is refused before it is compared, and so
    // no session (hence no share, no signature) exists for the phone's key.
    expect((await status(email, phone)).body).toEqual({ status: 'pending' })
    expect(await verify(email, '123456', phone)).toMatchObject({
      status: 403,
      body: { error: { message: DEVICE_NOT_CONFIRMED } },
    })
    // The laptop's own session does not open it either (its token is bound to the laptop).
    const copied = await h.call('GET', '/v1/wallet/auth-share', {
      token: first.accessToken,
      key: phone,
    })
    expect(copied.status).toBe(401)

    // Opening the link (a mail scanner's prefetch) shows a button; it confirms nothing.
    const page = await fetch(link)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Confirm this device')
    expect((await status(email, phone)).body).toEqual({ status: 'pending' })

    // The button confirms the phone's key; its poll then gets the code, bound to it.
    expect(await confirmDeviceLink(link)).toBe(200)
    const codeSince = h.mail.mails.length
    expect((await status(email, phone)).body).toEqual({ action: 'VERIFY_OTP' })
    const otp = await h.mail.waitForCode(email, codeSince)
    // A poll whose answer was lost asks again: the same answer, and no second code.
    expect((await status(email, phone)).body).toEqual({ action: 'VERIFY_OTP' })
    expect(h.mail.mails.length).toBe(codeSince + 1)
    const session = await verify(email, otp, phone)
    expect(session.status).toBe(200)
    expect(session.body.user.id).toBe(first.user.id)
    // Known from now on: the next login from the phone is a code login.
    h.clock.advance(31_000)
    expect((await start(email, phone)).body).toEqual({ action: 'VERIFY_OTP' })
  })

  it('the link confirms only the key that asked for it: another browser with it gets nothing', async () => {
    const laptop = await TestProofKey.create()
    const email = 'only-that@example.com'
    await h.login(email, laptop)
    const { phone, link } = await newBrowser(email, laptop)
    // The attacker's browser started its own login for the same email (its link goes to the
    // victim's inbox, unopened) and tries to ride on the phone's confirmation.
    const { phone: attacker } = await newBrowser(email, laptop)
    expect(await confirmDeviceLink(link)).toBe(200)
    expect((await status(email, attacker)).body).toEqual({ status: 'pending' })
    expect((await verify(email, '000000', attacker)).status).toBe(403)
    // The phone's code (mailed when the phone polled) does not open for the attacker's key.
    const codeSince = h.mail.mails.length
    expect((await status(email, phone)).body).toEqual({ action: 'VERIFY_OTP' })
    const otp = await h.mail.waitForCode(email, codeSince)
    expect((await verify(email, otp, attacker)).status).toBe(403)
    expect((await verify(email, otp, phone)).status).toBe(200)
  })

  it('a replayed link, an expired link and a link of another project confirm nothing', async () => {
    const laptop = await TestProofKey.create()
    const email = 'replay@example.com'
    await h.login(email, laptop)
    await h.login(email, laptop, 'bare')

    // Replay: the second use of a link is refused and changes nothing.
    const used = await newBrowser(email, laptop)
    expect(await confirmDeviceLink(used.link)).toBe(200)
    expect(await confirmDeviceLink(used.link)).toBe(410)

    // Another project: the phone, confirmed in the demo project, is still new in 'bare' (its
    // users are others), whose poll and code refuse it.
    expect((await status(email, used.phone, 'bare')).body).toEqual({ status: 'pending' })
    h.clock.advance(31_000)
    expect((await start(email, used.phone, 'bare')).body).toEqual({ action: 'VERIFY_DEVICE' })

    // Expired: after 10 minutes the link is refused, and the key stays unconfirmed.
    const late = await newBrowser(email, laptop)
    h.clock.advance(10 * 60_000)
    expect(await confirmDeviceLink(late.link)).toBe(410)
    const posted = await fetch(late.link.replace(/\?.*$/, ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: new URL(late.link).searchParams.get('token') ?? '' }),
    })
    expect(posted.status).toBe(410)
    expect((await status(email, late.phone)).body).toEqual({ status: 'pending' })

    // A made-up token is not a link.
    expect(
      await confirmDeviceLink(used.link.replace(/token=[\w-]+/, `token=${'A'.repeat(43)}`)),
    ).toBe(404)
  })

  it('a new link waits for the 30 s cooldown, like a code', async () => {
    const laptop = await TestProofKey.create()
    const email = 'device-cooldown@example.com'
    await h.login(email, laptop)
    const { phone } = await newBrowser(email, laptop)
    expect(await start(email, phone)).toMatchObject({
      status: 429,
      body: { error: { message: 'Please try again after 30 seconds' } },
    })
  })

  it('a confirmed key whose code the cooldown holds (another browser just asked) gets it once the cooldown ends', async () => {
    const laptop = await TestProofKey.create()
    const email = 'held@example.com'
    await h.login(email, laptop)
    const { phone, link } = await newBrowser(email, laptop)
    expect(await confirmDeviceLink(link)).toBe(200)
    expect((await start(email, laptop)).body).toEqual({ action: 'VERIFY_OTP' })
    expect((await status(email, phone)).body).toEqual({ status: 'pending' })
    h.clock.advance(30_000)
    const since = h.mail.mails.length
    expect((await status(email, phone)).body).toEqual({ action: 'VERIFY_OTP' })
    expect((await verify(email, await h.mail.waitForCode(email, since), phone)).status).toBe(200)
  })

  it('never logs a link, its token or the code that follows', async () => {
    const laptop = await TestProofKey.create()
    const email = 'device-logs@example.com'
    await h.login(email, laptop)
    const { phone, link } = await newBrowser(email, laptop)
    expect(await confirmDeviceLink(link)).toBe(200)
    const codeSince = h.mail.mails.length
    await status(email, phone)
    const otp = await h.mail.waitForCode(email, codeSince)
    const token = new URL(link).searchParams.get('token') ?? ''
    expect(token).toMatch(/^[\w-]{43}$/)
    const all = logs.join('\n')
    expect(all).toContain('/v1/email/device/confirm')
    expect(all).not.toContain(token)
    expect(all).not.toMatch(new RegExp(`(?<!\\d)${otp}(?!\\d)`))
    // The database holds only a hash of it.
    const rows = await h.server.storage.sql.query<{ token_hash: string }>(
      'select token_hash from device_confirmations',
    )
    expect(JSON.stringify(rows)).not.toContain(token)
  })
})

import { type TOTP, URI } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGIN_AGAIN, STEP_UP_REFUSED, STEP_UP_REQUIRED, STEP_UP_TTL_MS } from './auth/step-up.js'
import { TOTP_LOCKED, TOTP_MAX_FAILURES, TOTP_WRONG } from './auth/totp.js'
import {
  errorMessage,
  FRAME_ORIGIN,
  type Harness,
  HOST_ORIGIN,
  PASSWORD_PROJECT_ID,
  type Session,
  startHarness,
} from './test-utils/harness.js'
import { TestProofKey } from './test-utils/proof-key.js'
import { SoftAuthenticator } from './test-utils/soft-authenticator.js'
import { nonCustodialWallet } from './test-utils/wallet-bodies.js'

/**
 * Step-up on the server (issue 30 item 5). The attacker holds a live session of the user (a
 * copied token with the frame's key, or a second login) but not the user's passkey or
 * authenticator app: revoking a device, changing the email, reading the recovery share and
 * adding a factor of their own are refused. A step-up proof answers once, for the session and
 * frame key that made it, within 5 minutes: replayed, moved to another session or key, or late,
 * it opens nothing.
 */

type Options = { challenge: string; rp: { id: string } }
const address = (byte: string) => `0x${byte.repeat(20)}`

describe('step-up on the server', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.stop())

  /** A password-custody user with a wallet of two devices (laptop, phone); their sessions. */
  async function userWithDevices(email: string, byte: string) {
    const laptop = await TestProofKey.create()
    const phone = await TestProofKey.create()
    const first = await h.login(email, laptop, PASSWORD_PROJECT_ID)
    const created = await h.call<{ deviceId: string }>('PUT', '/v1/wallet', {
      token: first.accessToken,
      body: nonCustodialWallet(address(byte)),
      key: laptop,
    })
    expect(created.status).toBe(201)
    const second = await h.login(email, phone, PASSWORD_PROJECT_ID)
    const enrolled = await h.call<{ deviceId: string }>('POST', '/v1/wallet/devices', {
      token: second.accessToken,
      body: { authShare: 'cGhvbmUtYXV0aC1zaGFyZQ==', deviceName: 'Phone' },
      key: phone,
    })
    expect(enrolled.status).toBe(201)
    return { laptop, phone, first, second, phoneId: enrolled.body.deviceId }
  }

  async function addPasskey(session: Session, key: TestProofKey): Promise<SoftAuthenticator> {
    const authenticator = new SoftAuthenticator(FRAME_ORIGIN)
    const options = await h.call<Options>('POST', '/v1/passkey/add/options', {
      token: session.accessToken,
      key,
    })
    expect(options.status).toBe(200)
    const added = await h.call('POST', '/v1/passkey/add/verify', {
      token: session.accessToken,
      key,
      body: { response: authenticator.register(options.body) },
    })
    expect(added.status).toBe(201)
    return authenticator
  }

  async function passkeyProof(
    session: Session,
    key: TestProofKey,
    authenticator: SoftAuthenticator,
  ): Promise<string> {
    const options = await h.call<Options>('POST', '/v1/passkey/step-up/options', {
      token: session.accessToken,
      key,
    })
    const verified = await h.call<{ stepUpToken: string }>('POST', '/v1/passkey/step-up/verify', {
      token: session.accessToken,
      key,
      body: { response: authenticator.authenticate(options.body) },
    })
    expect(verified.status).toBe(200)
    return verified.body.stepUpToken
  }

  const withProof = (proof: string) => ({ 'foyer-step-up': proof })

  it('a live session without the passkey cannot revoke a device, change the email, read the recovery share or add a factor', async () => {
    const { laptop, first, phoneId } = await userWithDevices('guarded@example.com', 'a1')
    await addPasskey(first, laptop)
    // The attacker: the user's session and frame key, within minutes of the login.
    const as = { token: first.accessToken, key: laptop }
    const attempts = [
      await h.call('POST', `/v1/wallet/devices/${phoneId}/revoke`, as),
      await h.call('POST', '/v1/email/update/start', {
        ...as,
        body: { newEmail: 'attacker@example.com' },
      }),
      await h.call('POST', '/v1/wallet/recovery-share', as),
      await h.call('POST', '/v1/totp/setup', as),
      await h.call('POST', '/v1/passkey/add/options', as),
    ]
    for (const attempt of attempts) {
      expect(attempt).toMatchObject({
        status: 403,
        body: { error: { code: 'forbidden', message: STEP_UP_REQUIRED } },
      })
    }
    expect(JSON.stringify(attempts.map((a) => a.body))).not.toMatch(/recoveryShare|uri/)
    expect((await h.call('GET', '/v1/wallet/devices', as)).body).toMatchObject({
      devices: [{ name: 'Chrome on Linux' }, { name: 'Phone' }],
    })
    // No code went to the attacker's address (the email change never started).
    expect(h.mail.mails.filter((mail) => mail.to.some((to) => /attacker/.test(to)))).toEqual([])
  })

  it('the passkey’s proof lets the action through once; replayed, it is refused', async () => {
    const { laptop, first, phoneId } = await userWithDevices('once@example.com', 'a2')
    const passkey = await addPasskey(first, laptop)
    const proof = await passkeyProof(first, laptop, passkey)
    const revoke = () =>
      h.call('POST', `/v1/wallet/devices/${phoneId}/revoke`, {
        token: first.accessToken,
        key: laptop,
        headers: withProof(proof),
      })
    expect((await revoke()).status).toBe(204)
    const replay = await h.call('POST', '/v1/wallet/recovery-share', {
      token: first.accessToken,
      key: laptop,
      headers: withProof(proof),
    })
    expect(replay).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', message: STEP_UP_REFUSED } },
    })
  })

  it('a passkey check made in the frame inside the host page gives a proof; the removed device’s share is refused', async () => {
    const { laptop, phone, first, second, phoneId } = await userWithDevices(
      'in-frame@example.com',
      'a8',
    )
    const passkey = await addPasskey(first, laptop)
    // The step-up runs in the frame embedded in the project's page, as Chromium reports it.
    passkey.topOrigin = HOST_ORIGIN
    const proof = await passkeyProof(first, laptop, passkey)
    const revoked = await h.call('POST', `/v1/wallet/devices/${phoneId}/revoke`, {
      token: first.accessToken,
      key: laptop,
      headers: withProof(proof),
    })
    expect(revoked.status).toBe(204)
    const phoneShare = await h.call('GET', `/v1/wallet/auth-share?deviceId=${phoneId}`, {
      token: second.accessToken,
      key: phone,
    })
    expect(phoneShare.status).toBe(410)
  })

  it('refuses a passkey check made in the frame inside another page, as a failed check (403) the frame does not replay', async () => {
    const { laptop, first } = await userWithDevices('framed@example.com', 'a9')
    const passkey = await addPasskey(first, laptop)
    // A hostile page frames the wallet frame and gets the user to answer its passkey prompt.
    passkey.topOrigin = 'https://evil.example'
    const as = { token: first.accessToken, key: laptop }
    const options = await h.call<Options>('POST', '/v1/passkey/step-up/options', as)
    const verified = await h.call('POST', '/v1/passkey/step-up/verify', {
      ...as,
      body: { response: passkey.authenticate(options.body) },
    })
    // 403, not 401: on a 401 the frame refreshes its token and sends the answer again.
    expect(verified.status).toBe(403)
    expect(errorMessage(verified.body)).toMatch(/top origin/)
    expect(JSON.stringify(verified.body)).not.toContain('stepUpToken')
  })

  it('refuses a proof made for another session or another frame key, and leaves it to its owner', async () => {
    const { laptop, phone, first, second, phoneId } = await userWithDevices(
      'moved@example.com',
      'a3',
    )
    const passkey = await addPasskey(first, laptop)
    const proof = await passkeyProof(first, laptop, passkey)
    // The same user's other session (another browser) presents the laptop's proof.
    const otherSession = await h.call('POST', `/v1/wallet/devices/${phoneId}/revoke`, {
      token: second.accessToken,
      key: phone,
      headers: withProof(proof),
    })
    expect(otherSession).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', message: STEP_UP_REFUSED } },
    })
    // The laptop's token with the proof, but proved by another key: the DPoP binding refuses it.
    const attacker = await TestProofKey.create()
    const otherKey = await h.call('POST', `/v1/wallet/devices/${phoneId}/revoke`, {
      token: first.accessToken,
      key: attacker,
      headers: withProof(proof),
    })
    expect(otherKey.status).toBe(401)
    // A new session of the laptop's own key (a new login): another family, refused too.
    const relogin = await h.login('moved@example.com', laptop, PASSWORD_PROJECT_ID)
    const otherFamily = await h.call('POST', `/v1/wallet/devices/${phoneId}/revoke`, {
      token: relogin.accessToken,
      key: laptop,
      headers: withProof(proof),
    })
    expect(otherFamily).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', message: STEP_UP_REFUSED } },
    })
    // None of them consumed it: the session that made it still can.
    const owner = await h.call('POST', `/v1/wallet/devices/${phoneId}/revoke`, {
      token: first.accessToken,
      key: laptop,
      headers: withProof(proof),
    })
    expect(owner.status).toBe(204)
  })

  it('signing above the project’s value: the frame redeems a proof, once; none, or a used one, is refused', async () => {
    const { laptop, first } = await userWithDevices('large@example.com', 'a7')
    const passkey = await addPasskey(first, laptop)
    const as = { token: first.accessToken, key: laptop }
    expect(await h.call('POST', '/v1/step-up/redeem', as)).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', message: STEP_UP_REQUIRED } },
    })
    const proof = await passkeyProof(first, laptop, passkey)
    const redeem = () => h.call('POST', '/v1/step-up/redeem', { ...as, headers: withProof(proof) })
    expect((await redeem()).status).toBe(204)
    expect((await redeem()).status).toBe(403)
  })

  it('refuses a proof after 5 minutes', async () => {
    const { laptop, first, phoneId } = await userWithDevices('late@example.com', 'a4')
    const passkey = await addPasskey(first, laptop)
    const proof = await passkeyProof(first, laptop, passkey)
    h.clock.advance(STEP_UP_TTL_MS + 1)
    const late = await h.call('POST', `/v1/wallet/devices/${phoneId}/revoke`, {
      token: first.accessToken,
      key: laptop,
      headers: withProof(proof),
    })
    expect(late).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', message: STEP_UP_REFUSED } },
    })
  })

  it('an authenticator app: set up, confirmed, then each code gives one proof, once', async () => {
    const { laptop, first, phoneId } = await userWithDevices('totp@example.com', 'a5')
    const as = { token: first.accessToken, key: laptop }
    const setup = await h.call<{ uri: string }>('POST', '/v1/totp/setup', as)
    expect(setup.status).toBe(200)
    const app = URI.parse(setup.body.uri) as TOTP
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/Foyer%20wallet:totp%40example\.com\?/)
    const code = () => app.generate({ timestamp: h.clock.now() })
    // The secret is stored encrypted: the row does not hold it.
    const rows = await h.server.storage.sql.query<{ encrypted_secret: string }>(
      'select encrypted_secret from totp_secrets where user_id = $1',
      [first.user.id],
    )
    expect(rows[0]?.encrypted_secret).not.toContain(app.secret.base32)

    // Until confirmed it is not a factor: a code gives no proof.
    expect(
      (await h.call('POST', '/v1/totp/step-up', { ...as, body: { code: code() } })).status,
    ).toBe(409)
    expect(
      (await h.call('POST', '/v1/totp/confirm', { ...as, body: { code: code() } })).body,
    ).toEqual({
      methods: ['totp'],
    })
    // Now a live session alone is not enough.
    expect((await h.call('POST', `/v1/wallet/devices/${phoneId}/revoke`, as)).status).toBe(403)

    h.clock.advance(30_000)
    const first1 = code()
    const proof = await h.call<{ stepUpToken: string }>('POST', '/v1/totp/step-up', {
      ...as,
      body: { code: first1 },
    })
    expect(proof.status).toBe(200)
    // The same code again (someone watching the screen): refused.
    const replay = await h.call('POST', '/v1/totp/step-up', { ...as, body: { code: first1 } })
    expect(replay).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request', message: TOTP_WRONG } },
    })
    const revoked = await h.call('POST', `/v1/wallet/devices/${phoneId}/revoke`, {
      ...as,
      headers: withProof(proof.body.stepUpToken),
    })
    expect(revoked.status).toBe(204)
  })

  it('limits wrong authenticator codes per user', async () => {
    const session = await h.login('guess@example.com', undefined, PASSWORD_PROJECT_ID)
    const as = { token: session.accessToken }
    const app = URI.parse(
      (await h.call<{ uri: string }>('POST', '/v1/totp/setup', as)).body.uri,
    ) as TOTP
    await h.call('POST', '/v1/totp/confirm', {
      ...as,
      body: { code: app.generate({ timestamp: h.clock.now() }) },
    })
    h.clock.advance(30_000)
    const right = app.generate({ timestamp: h.clock.now() })
    const wrong = right === '000000' ? '111111' : '000000'
    for (let guess = 0; guess < TOTP_MAX_FAILURES; guess += 1) {
      const answer = await h.call('POST', '/v1/totp/step-up', { ...as, body: { code: wrong } })
      expect(answer.status).toBe(400)
    }
    const locked = await h.call('POST', '/v1/totp/step-up', { ...as, body: { code: right } })
    expect(locked).toMatchObject({
      status: 429,
      body: { error: { code: 'rate_limited', message: TOTP_LOCKED } },
    })
  })

  it('a user without a second factor: a fresh login is the check; an old session must log in again', async () => {
    const { laptop, first, phoneId } = await userWithDevices('plain@example.com', 'a6')
    h.clock.advance(11 * 60_000)
    const renewed = await h.call<Session>('POST', '/v1/session/refresh', {
      body: { refreshToken: first.refreshToken },
      key: laptop,
    })
    const stale = await h.call('POST', `/v1/wallet/devices/${phoneId}/revoke`, {
      token: renewed.body.accessToken,
      key: laptop,
    })
    expect(stale).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', message: LOGIN_AGAIN } },
    })
    const fresh = await h.login('plain@example.com', laptop, PASSWORD_PROJECT_ID)
    const revoked = await h.call('POST', `/v1/wallet/devices/${phoneId}/revoke`, {
      token: fresh.accessToken,
      key: laptop,
    })
    expect(revoked.status).toBe(204)
  })
})

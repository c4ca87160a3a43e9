import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STEP_UP_REFUSED, STEP_UP_REQUIRED, USE_SECOND_FACTOR } from './auth/step-up.js'
import { type Harness, PASSWORD_PROJECT_ID, startHarness } from './test-utils/harness.js'
import { TestProofKey } from './test-utils/proof-key.js'
import { SoftAuthenticator } from './test-utils/soft-authenticator.js'
import { nonCustodialWallet } from './test-utils/wallet-bodies.js'

/**
 * Key export (issue 30 item 4) needs a fresh check the server gives a proof for: a passkey,
 * an authenticator code, or, for a user with neither, a code sent to the account's email. The
 * attacker holds a live session of the user (the frame's token and key, minutes after the
 * login) but not their inbox: no export proof. The emailed code works once, for the session's
 * frame key only, and never for a user who has a stronger factor.
 */

const address = (byte: string) => `0x${byte.repeat(20)}`
type Options = { challenge: string; rp: { id: string } }

describe('key export: a fresh check first', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.stop())

  /** A password-custody email user with a wallet; their session and frame key. */
  async function emailUser(email: string, byte: string) {
    const key = await TestProofKey.create()
    const session = await h.login(email, key, PASSWORD_PROJECT_ID)
    const created = await h.call('PUT', '/v1/wallet', {
      token: session.accessToken,
      body: nonCustodialWallet(address(byte)),
      key,
    })
    expect(created.status).toBe(201)
    return { key, session, as: { token: session.accessToken, key } }
  }

  /** Asks an emailed step-up code; the code the mail carried. */
  async function emailedCode(email: string, as: { token: string; key: TestProofKey }) {
    h.clock.advance(31_000)
    const since = h.mail.mails.length
    const start = await h.call('POST', '/v1/step-up/email/start', as)
    expect(start).toMatchObject({ status: 204, body: null })
    return h.mail.waitForCode(email, since)
  }

  it('a live session, even just logged in, gets no export without a proof', async () => {
    const { as } = await emailUser('fresh@example.com', 'b1')
    expect(await h.call('POST', '/v1/wallet/export', as)).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', message: STEP_UP_REQUIRED } },
    })
    // A made-up proof is refused too.
    const forged = await h.call('POST', '/v1/wallet/export', {
      ...as,
      headers: { 'foyer-step-up': 'A'.repeat(43) },
    })
    expect(forged).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', message: STEP_UP_REFUSED } },
    })
  })

  it('an emailed code gives one proof for one export; the code and the proof work once', async () => {
    const { as } = await emailUser('inbox@example.com', 'b2')
    const code = await emailedCode('inbox@example.com', as)
    // Another frame key (a copied token cannot carry the frame's key) cannot redeem the code.
    const attacker = await TestProofKey.create()
    const stolen = await h.call('POST', '/v1/step-up/email/verify', {
      token: as.token,
      key: attacker,
      body: { code },
    })
    expect(stolen.status).toBe(401)
    const verified = await h.call<{ stepUpToken: string }>('POST', '/v1/step-up/email/verify', {
      ...as,
      body: { code },
    })
    expect(verified.status).toBe(200)
    const again = await h.call('POST', '/v1/step-up/email/verify', { ...as, body: { code } })
    expect(again.status).toBe(400)
    expect(JSON.stringify(again.body)).not.toContain('stepUpToken')

    const exportWith = () =>
      h.call('POST', '/v1/wallet/export', {
        ...as,
        headers: { 'foyer-step-up': verified.body.stepUpToken },
      })
    expect((await exportWith()).status).toBe(204)
    expect(await exportWith()).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', message: STEP_UP_REFUSED } },
    })
  })

  it('a user with a passkey or an authenticator app cannot swap it for an emailed code', async () => {
    const { as } = await emailUser('strong@example.com', 'b3')
    const passkey = new SoftAuthenticator('http://127.0.0.1:1')
    const options = await h.call<Options>('POST', '/v1/passkey/add/options', as)
    expect(options.status).toBe(200)
    const added = await h.call('POST', '/v1/passkey/add/verify', {
      ...as,
      body: { response: passkey.register(options.body) },
    })
    expect(added.status).toBe(201)
    const since = h.mail.mails.length
    expect(await h.call('POST', '/v1/step-up/email/start', as)).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', message: USE_SECOND_FACTOR } },
    })
    expect(
      await h.call('POST', '/v1/step-up/email/verify', { ...as, body: { code: '123456' } }),
    ).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', message: USE_SECOND_FACTOR } },
    })
    expect(h.mail.mails.length).toBe(since)
  })
})

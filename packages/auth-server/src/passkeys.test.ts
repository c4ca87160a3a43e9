import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FRAME_ORIGIN,
  type Harness,
  HOST_ORIGIN,
  PROJECT_ID,
  type Session,
  startHarness,
} from './test-utils/harness.js'
import { TestProofKey } from './test-utils/proof-key.js'
import { SoftAuthenticator } from './test-utils/soft-authenticator.js'

/**
 * Passkeys (issue 30 item 1) against a real server on PGlite, with a software authenticator.
 * The attacks: an assertion replayed, presented without the frame's DPoP proof or with another
 * key, a credential of another project, a cloned authenticator (counter), a page of another
 * origin. Each is refused and costs the frame nothing.
 */

type Options = { challenge: string; rp: { id: string }; rpId: string }
const project = { projectId: PROJECT_ID, hostOrigin: HOST_ORIGIN }

describe('passkey login', () => {
  let h: Harness
  let attacker: TestProofKey
  beforeAll(async () => {
    h = await startHarness()
    attacker = await TestProofKey.create()
  })
  afterAll(() => h.stop())

  async function signUp(authenticator: SoftAuthenticator, key = h.key): Promise<Session> {
    const options = await h.call<Options>('POST', '/v1/passkey/register/options', {
      body: project,
      key,
    })
    expect(options.status).toBe(200)
    const verified = await h.call<Session>('POST', '/v1/passkey/register/verify', {
      body: { ...project, response: authenticator.register(options.body) },
      key,
    })
    expect(verified.status).toBe(200)
    return verified.body
  }
  async function loginOptions(key: TestProofKey | null = h.key, body = project) {
    const options = await h.call<Options>('POST', '/v1/passkey/login/options', { body, key })
    expect(options.status).toBe(200)
    return options.body
  }
  const loginVerify = (response: unknown, key: TestProofKey | null = h.key, body = project) =>
    h.call<Session>('POST', '/v1/passkey/login/verify', { body: { ...body, response }, key })

  it('signs up with a passkey alone, and logs in with it from another frame key: same user', async () => {
    const authenticator = new SoftAuthenticator(FRAME_ORIGIN)
    const session = await signUp(authenticator)
    expect(session.user).toMatchObject({ email: null, socialProvider: null })
    expect(session.accessToken).toBeTruthy()

    // A second browser profile: its own frame key, the same passkey (synced or exported).
    const secondProfile = await TestProofKey.create()
    const options = await loginOptions(secondProfile)
    expect(options.rpId).toBe('127.0.0.1')
    const login = await loginVerify(authenticator.authenticate(options), secondProfile)
    expect(login.status).toBe(200)
    expect(login.body.user.id).toBe(session.user.id)
    // The session is bound to the key that proved the login.
    const user = await h.call('GET', '/v1/user', {
      token: login.body.accessToken,
      key: secondProfile,
    })
    expect(user.status).toBe(200)
    const stolen = await h.call('GET', '/v1/user', { token: login.body.accessToken, key: attacker })
    expect(stolen.status).toBe(401)
  })

  it('refuses a replayed assertion: each challenge answers once', async () => {
    const authenticator = new SoftAuthenticator(FRAME_ORIGIN)
    await signUp(authenticator)
    const response = authenticator.authenticate(await loginOptions())
    expect((await loginVerify(response)).status).toBe(200)
    const replay = await loginVerify(response)
    expect(replay.status).toBe(400)
    expect(replay.body).toMatchObject({
      error: {
        code: 'invalid_request',
        message: 'This passkey request has expired: please try again',
      },
    })
    expect(replay.body).not.toHaveProperty('accessToken')
  })

  it('refuses an assertion without the frame’s DPoP proof or with another key, and leaves it to the frame', async () => {
    const authenticator = new SoftAuthenticator(FRAME_ORIGIN)
    await signUp(authenticator)
    const response = authenticator.authenticate(await loginOptions())

    const noProof = await loginVerify(response, null)
    expect(noProof).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Missing DPoP proof' } },
    })
    const otherKey = await loginVerify(response, attacker)
    expect(otherKey).toMatchObject({
      status: 401,
      body: {
        error: {
          code: 'unauthorized',
          message: 'Invalid DPoP proof: not the key this login was started with',
        },
      },
    })
    expect(otherKey.body).not.toHaveProperty('accessToken')
    // Neither consumed the challenge: the frame's own answer still logs in.
    expect((await loginVerify(response)).status).toBe(200)
  })

  it('refuses a credential of another project', async () => {
    const authenticator = new SoftAuthenticator(FRAME_ORIGIN)
    await signUp(authenticator)
    const other = { projectId: 'bare', hostOrigin: HOST_ORIGIN }
    const options = await loginOptions(h.key, other)
    const login = await loginVerify(authenticator.authenticate(options), h.key, other)
    expect(login).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'This passkey is not known here' } },
    })
    expect(login.body).not.toHaveProperty('accessToken')
  })

  it('refuses a challenge of one project answered for another', async () => {
    const authenticator = new SoftAuthenticator(FRAME_ORIGIN)
    await signUp(authenticator)
    const options = await loginOptions()
    const login = await loginVerify(authenticator.authenticate(options), h.key, {
      projectId: 'bare',
      hostOrigin: HOST_ORIGIN,
    })
    expect(login.status).toBe(400)
    expect(login.body).not.toHaveProperty('accessToken')
  })

  it('refuses a cloned authenticator whose counter did not grow', async () => {
    const authenticator = new SoftAuthenticator(FRAME_ORIGIN)
    await signUp(authenticator)
    expect((await loginVerify(authenticator.authenticate(await loginOptions()))).status).toBe(200)
    expect((await loginVerify(authenticator.authenticate(await loginOptions()))).status).toBe(200)
    authenticator.counter = 0 // the clone was copied before those two uses
    const clone = await loginVerify(authenticator.authenticate(await loginOptions()))
    expect(clone.status).toBe(401)
    expect(clone.body).not.toHaveProperty('accessToken')
  })

  it('refuses an assertion made on another origin (a phishing page)', async () => {
    const authenticator = new SoftAuthenticator(FRAME_ORIGIN)
    await signUp(authenticator)
    const phishing = new SoftAuthenticator('https://wallet-login.example')
    Object.assign(phishing, authenticator) // the same credential, used on the phishing origin
    Object.defineProperty(phishing, 'origin', { value: 'https://wallet-login.example' })
    const login = await loginVerify(phishing.authenticate(await loginOptions()))
    expect(login.status).toBe(401)
    expect(login.body).not.toHaveProperty('accessToken')
  })

  it('adds a passkey to an email account: a passkey login then opens that account', async () => {
    const email = await h.login('passkey-owner@example.com')
    const options = await h.call<Options>('POST', '/v1/passkey/add/options', {
      token: email.accessToken,
    })
    expect(options.status).toBe(200)
    const authenticator = new SoftAuthenticator(FRAME_ORIGIN)
    const response = authenticator.register(options.body)
    // Another key with the same access token adds nothing.
    const stolen = await h.call('POST', '/v1/passkey/add/verify', {
      token: email.accessToken,
      key: attacker,
      body: { response },
    })
    expect(stolen.status).toBe(401)
    const added = await h.call('POST', '/v1/passkey/add/verify', {
      token: email.accessToken,
      body: { response },
    })
    expect(added.status).toBe(201)
    const listed = await h.call<{ passkeys: { credentialId: string }[] }>('GET', '/v1/passkeys', {
      token: email.accessToken,
    })
    expect(listed.body.passkeys.map((passkey) => passkey.credentialId)).toEqual([authenticator.id])

    const login = await loginVerify(authenticator.authenticate(await loginOptions()))
    expect(login.status).toBe(200)
    expect(login.body.user).toMatchObject({ id: email.user.id, email: 'passkey-owner@example.com' })
  })
})

describe('passkey step-up', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.stop())

  it('asks the signed-in user’s own passkey, once, and refuses another account’s', async () => {
    const email = await h.login('step-up@example.com')
    const none = await h.call('POST', '/v1/passkey/step-up/options', { token: email.accessToken })
    expect(none).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict', message: 'Add a passkey to this account first' } },
    })

    const mine = new SoftAuthenticator(FRAME_ORIGIN)
    const addOptions = await h.call<Options>('POST', '/v1/passkey/add/options', {
      token: email.accessToken,
    })
    const added = await h.call('POST', '/v1/passkey/add/verify', {
      token: email.accessToken,
      body: { response: mine.register(addOptions.body) },
    })
    expect(added.status).toBe(201)
    // Someone else's passkey of the same project.
    const theirs = new SoftAuthenticator(FRAME_ORIGIN)
    const theirOptions = await h.call<Options>('POST', '/v1/passkey/register/options', {
      body: project,
    })
    await h.call('POST', '/v1/passkey/register/verify', {
      body: { ...project, response: theirs.register(theirOptions.body) },
    })

    const stepUp = async (authenticator: SoftAuthenticator) => {
      const options = await h.call<Options & { allowCredentials: { id: string }[] }>(
        'POST',
        '/v1/passkey/step-up/options',
        { token: email.accessToken },
      )
      expect(options.body.allowCredentials.map((c) => c.id)).toEqual([mine.id])
      const response = authenticator.authenticate(options.body)
      const verify = () =>
        h.call('POST', '/v1/passkey/step-up/verify', {
          token: email.accessToken,
          body: { response },
        })
      return { first: await verify(), replay: await verify() }
    }
    const other = await stepUp(theirs)
    // A failed check of a valid session: 403 (a 401 would make the frame refresh and replay it).
    expect(other.first.status).toBe(403)
    const own = await stepUp(mine)
    expect(own.first).toMatchObject({ status: 200, body: { verified: true } })
    expect(own.replay.status).toBe(400)
  })
})

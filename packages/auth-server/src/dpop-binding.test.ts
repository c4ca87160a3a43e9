import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Harness,
  HOST_ORIGIN,
  PROJECT_ID,
  type Session,
  startHarness,
} from './test-utils/harness.js'
import { TestProofKey } from './test-utils/proof-key.js'

/**
 * The attacks of issue 29 items 1–2, played against a real server on PGlite: someone who
 * holds a login code (a script on the host page saw it), a copied access or refresh token,
 * or a proof seen on the wire. Only the frame's key (h.key) redeems or uses anything.
 */

const project = { projectId: PROJECT_ID, hostOrigin: HOST_ORIGIN }
const ADDRESS = `0x${'ab'.repeat(20)}`
const SHARES = { authShare: 'YXV0aC1zaGFyZQ==', recoveryShare: 'cmVjb3Zlcnktc2hhcmU=' }

describe('DPoP binding: only the frame key that started a login redeems it', () => {
  let h: Harness
  let attacker: TestProofKey
  beforeAll(async () => {
    h = await startHarness()
    attacker = await TestProofKey.create()
  })
  afterAll(() => h.stop())

  /** The frame starts an email login; the code is read from the mail (as the host page could). */
  async function frameStartsLogin(email: string): Promise<string> {
    h.clock.advance(31_000)
    const since = h.mail.mails.length
    const started = await h.call('POST', '/v1/email/start', { body: { ...project, email } })
    expect(started.status).toBe(200)
    return h.mail.waitForCode(email, since)
  }
  const verify = (email: string, otp: string, key: TestProofKey | null) =>
    h.call<Session>('POST', '/v1/email/verify', { body: { ...project, email, otp }, key })
  const sessionCount = async () =>
    Number(
      (
        await h.server.storage.sql.query<{ n: number }>(
          'select count(*) as n from session_families',
        )
      )[0]?.n,
    )

  it('refuses the login code without a proof or with another key, and leaves it to the frame', async () => {
    const email = 'victim@example.com'
    const otp = await frameStartsLogin(email)
    const before = await sessionCount()

    const noProof = await verify(email, otp, null)
    expect(noProof).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Missing DPoP proof' } },
    })
    expect(noProof.body).not.toHaveProperty('accessToken')
    const otherKey = await verify(email, otp, attacker)
    expect(otherKey).toMatchObject({
      status: 401,
      body: {
        error: {
          code: 'unauthorized',
          message: 'Invalid DPoP proof: not the key this login was started with',
        },
      },
    })
    // Another key cannot even guess: as many tries as it likes count no attempt.
    for (let guess = 0; guess < 6; guess += 1) {
      expect((await verify(email, '000000', attacker)).status).toBe(401)
    }
    expect(await sessionCount()).toBe(before)

    const frame = await verify(email, otp, h.key)
    expect(frame.status).toBe(200)
    expect(frame.body.user.email).toBe(email)
    expect(await sessionCount()).toBe(before + 1)
  })

  it('refuses a copied refresh token without the key, and does not rotate it', async () => {
    const session = await h.login('refresh@example.com')
    const refresh = (key: TestProofKey | null) =>
      h.call<Session>('POST', '/v1/session/refresh', {
        body: { refreshToken: session.refreshToken },
        key,
      })
    expect(await refresh(null)).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Missing DPoP proof' } },
    })
    expect(await refresh(attacker)).toMatchObject({
      status: 401,
      body: {
        error: {
          code: 'unauthorized',
          message: 'Invalid DPoP proof: not the key this login was started with',
        },
      },
    })
    // Nothing was used up: the frame's own refresh still works, and the session lives on.
    const renewed = await refresh(h.key)
    expect(renewed.status).toBe(200)
    expect((await h.call('GET', '/v1/user', { token: renewed.body.accessToken })).status).toBe(200)
  })

  it('refuses a copied access token as Bearer or with another key on the share routes', async () => {
    const session = await h.login('shares@example.com')
    const token = session.accessToken
    expect(
      (await h.call('PUT', '/v1/wallet', { token, body: { address: ADDRESS, ...SHARES } })).status,
    ).toBe(201)
    for (const [method, path] of [
      ['GET', '/v1/wallet/auth-share'],
      ['POST', '/v1/wallet/recovery-share'],
    ] as const) {
      const bearer = await h.call(method, path, { bearer: token, key: null })
      expect(bearer.status, `${path} as Bearer`).toBe(401)
      const bearerWithProof = await h.call(method, path, { bearer: token, key: attacker })
      expect(bearerWithProof.status, `${path} as Bearer with a proof`).toBe(401)
      const noProof = await h.call(method, path, { token, key: null })
      expect(noProof).toMatchObject({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Missing DPoP proof' } },
      })
      const otherKey = await h.call(method, path, { token, key: attacker })
      expect(otherKey.status, `${path} with another key`).toBe(401)
      expect(JSON.stringify([bearer, bearerWithProof, noProof, otherKey])).not.toContain(
        method === 'GET' ? SHARES.authShare : SHARES.recoveryShare,
      )
      const frame = await h.call(method, path, { token })
      expect(frame.status, `${path} from the frame`).toBe(200)
    }
  })

  it('refuses a replayed proof, a proof for another URL or method, a stale one and a wrong ath', async () => {
    const session = await h.login('replay@example.com')
    const token = session.accessToken
    const url = `${h.server.url}/v1/user`
    const proof = await h.key.proof('GET', url, h.clock.now(), token)
    expect((await h.call('GET', '/v1/user', { token, dpop: proof })).status).toBe(200)
    expect(await h.call('GET', '/v1/user', { token, dpop: proof })).toMatchObject({
      status: 401,
      body: {
        error: { code: 'unauthorized', message: 'Invalid DPoP proof: this proof was already used' },
      },
    })
    expect(
      await h.call('GET', '/v1/user', {
        token,
        proof: { htu: `${h.server.url}/v1/wallet/auth-share` },
      }),
    ).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Invalid DPoP proof: htu is not this URL' } },
    })
    expect(
      await h.call('GET', '/v1/user', { token, proof: { htu: 'https://evil.example/v1/user' } }),
    ).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Invalid DPoP proof: htu is not this URL' } },
    })
    expect(await h.call('GET', '/v1/user', { token, proof: { htm: 'POST' } })).toMatchObject({
      status: 401,
      body: {
        error: { code: 'unauthorized', message: 'Invalid DPoP proof: htm is not this method' },
      },
    })
    const old = Math.floor(h.clock.now() / 1000) - 61
    expect(await h.call('GET', '/v1/user', { token, proof: { iat: old } })).toMatchObject({
      status: 401,
      body: {
        error: {
          code: 'unauthorized',
          message: 'Invalid DPoP proof: iat is not within a minute of now',
        },
      },
    })
    expect(
      await h.call('GET', '/v1/user', { token, proof: { ath: 'another-access-token' } }),
    ).toMatchObject({
      status: 401,
      body: {
        error: {
          code: 'unauthorized',
          message: 'Invalid DPoP proof: ath is not the hash of this access token',
        },
      },
    })
    const forged = `${proof.slice(0, proof.lastIndexOf('.'))}.${'A'.repeat(86)}`
    expect(await h.call('GET', '/v1/user', { token, dpop: forged })).toMatchObject({
      status: 401,
      body: {
        error: {
          code: 'unauthorized',
          message: 'Invalid DPoP proof: bad signature, typ, alg or jwk',
        },
      },
    })
    // A proof replayed to redeem a refresh token fails the same way, and rotates nothing.
    const refreshUrl = `${h.server.url}/v1/session/refresh`
    const refreshProof = await h.key.proof('POST', refreshUrl, h.clock.now())
    const body = { refreshToken: session.refreshToken }
    expect((await h.call('POST', '/v1/session/refresh', { body, dpop: refreshProof })).status).toBe(
      200,
    )
    expect(
      (await h.call('POST', '/v1/session/refresh', { body, dpop: refreshProof })).body,
    ).toEqual({
      error: { code: 'unauthorized', message: 'Invalid DPoP proof: this proof was already used' },
    })
  })

  it('keeps the replay cache in the database, swept once proofs are stale', async () => {
    await h.login('sweep@example.com')
    const count = async () =>
      Number(
        (
          await h.server.storage.sql.query<{ n: number }>('select count(*) as n from dpop_proofs')
        )[0]?.n,
      )
    expect(await count()).toBeGreaterThan(0)
    h.clock.advance(10 * 60_000)
    await h.login('sweep@example.com')
    expect(await count()).toBe(2)
  })
})

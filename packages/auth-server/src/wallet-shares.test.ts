import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, HOST_ORIGIN, PROJECT_ID, startHarness } from './test-utils/harness.js'

const ADDRESS = `0x${'ab'.repeat(20)}`
const shares = { authShare: 'YXV0aC1zaGFyZQ==', recoveryShare: 'cmVjb3Zlcnktc2hhcmU=' }

describe('key shares', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.stop())

  it('stores a wallet once, and releases the auth share only to its owner', async () => {
    const owner = await h.login('owner@example.com')
    const other = await h.login('other@example.com')
    const token = owner.accessToken
    // No wallet yet: an empty 204 (an expected answer, not an error a browser logs).
    expect(await h.call('GET', '/v1/wallet/auth-share', { token })).toMatchObject({
      status: 204,
      body: null,
    })
    const put = await h.call('PUT', '/v1/wallet', { token, body: { address: ADDRESS, ...shares } })
    expect(put.status).toBe(201)
    const again = await h.call('PUT', '/v1/wallet', {
      token,
      body: { address: `0x${'cd'.repeat(20)}`, ...shares, authShare: 'b3RoZXI=' },
    })
    expect(again.status).toBe(409)
    expect((await h.call('GET', '/v1/wallet/auth-share', { token })).body).toEqual({
      address: ADDRESS,
      authShare: shares.authShare,
    })
    expect((await h.call('GET', '/v1/user', { token })).body.address).toBe(ADDRESS)
    // Another user's session sees only its own (absent) wallet; no session sees nothing.
    expect(
      (await h.call('GET', '/v1/wallet/auth-share', { token: other.accessToken })).status,
    ).toBe(204)
    expect((await h.call('GET', '/v1/wallet/auth-share')).status).toBe(401)
  })

  it('keeps the recovery share encrypted at rest, bound to its user', async () => {
    const rows = await h.server.storage.sql.query<{ recovery_share: string }>(
      'select recovery_share from wallets',
    )
    const stored = rows[0]?.recovery_share ?? ''
    expect(stored).not.toContain(shares.recoveryShare)
    expect(stored).toMatch(/^v1\./)
    expect(Buffer.from(stored).toString('base64')).not.toContain(shares.recoveryShare)
  })

  it('releases the recovery share only to a fresh login (within 10 minutes)', async () => {
    const fresh = await h.login('owner@example.com')
    const answer = await h.call('POST', '/v1/wallet/recovery-share', { token: fresh.accessToken })
    expect(answer).toMatchObject({
      status: 200,
      body: { address: ADDRESS, recoveryShare: shares.recoveryShare },
    })
    h.clock.advance(11 * 60_000)
    const renewed = await h.call<{ accessToken: string }>('POST', '/v1/session/refresh', {
      body: { refreshToken: fresh.refreshToken },
    })
    const stale = await h.call('POST', '/v1/wallet/recovery-share', {
      token: renewed.body.accessToken,
    })
    expect(stale).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', message: 'Log in again to verify this device' } },
    })
  })

  it('rejects malformed shares and addresses', async () => {
    const session = await h.login('bad@example.com')
    for (const body of [
      { address: 'nope', ...shares },
      { address: ADDRESS, authShare: 'not base64!', recoveryShare: 'eA==' },
      { address: ADDRESS, authShare: 'eA==' },
    ]) {
      expect((await h.call('PUT', '/v1/wallet', { token: session.accessToken, body })).status).toBe(
        400,
      )
    }
  })

  it('updates the email with a code to the current address, then one to the new one', async () => {
    const session = await h.login('old@example.com')
    const token = session.accessToken
    let since = h.mail.mails.length
    h.clock.advance(31_000)
    expect(
      (
        await h.call('POST', '/v1/email/update/start', {
          token,
          body: { newEmail: 'owner@example.com' },
        })
      ).status,
    ).toBe(409)
    await h.call('POST', '/v1/email/update/start', { token, body: { newEmail: 'New@example.com' } })
    const primary = await h.mail.waitForCode('old@example.com', since)
    expect(h.mail.mails.slice(since).some((mail) => mail.to.includes('new@example.com'))).toBe(
      false,
    )
    since = h.mail.mails.length
    expect(
      (await h.call('POST', '/v1/email/update/primary', { token, body: { otp: primary } })).status,
    ).toBe(200)
    const secondary = await h.mail.waitForCode('new@example.com', since)
    const done = await h.call('POST', '/v1/email/update/secondary', {
      token,
      body: { otp: secondary },
    })
    expect(done.body).toEqual({ email: 'new@example.com' })
    expect((await h.call('GET', '/v1/user', { token })).body.email).toBe('new@example.com')
    const config = await h.call(
      'GET',
      `/v1/projects/${PROJECT_ID}/config?hostOrigin=${encodeURIComponent(HOST_ORIGIN)}`,
    )
    expect(config.body).toEqual({
      allowedOrigins: [HOST_ORIGIN],
      smartAccountNetworks: ['eip155:31337'],
      preferredAccountType: 'smartAccount',
      logins: expect.any(Array),
      custody: 'operator',
      // No signing threshold set for this project: no step-up before a signature.
      stepUpAboveWei: null,
    })
    const bare = await h.call(
      'GET',
      `/v1/projects/bare/config?hostOrigin=${encodeURIComponent(HOST_ORIGIN)}`,
    )
    expect(bare.body).toEqual({
      allowedOrigins: [HOST_ORIGIN],
      smartAccountNetworks: [],
      preferredAccountType: 'eoa',
      logins: expect.any(Array),
      custody: 'operator',
      stepUpAboveWei: null,
    })
  })
})

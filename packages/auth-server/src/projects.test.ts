import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '@foyer/sql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RecoveryCipher } from './auth/recovery-cipher.js'
import { SessionTokens } from './auth/session-tokens.js'
import { MIGRATIONS } from './storage/migrations.js'
import {
  type Harness,
  HOST_ORIGIN,
  PROJECT_ID,
  type Session,
  startHarness,
} from './test-utils/harness.js'

/** The harness's second project: same host origin allowlisted, another operator's users. */
const OTHER = 'bare'

/** An email login under `projectId` (the harness's frame key). */
const loginIn = (h: Harness, projectId: string, email: string): Promise<Session> =>
  h.login(email, h.key, projectId)

const wallet = (byte: string) => ({
  address: `0x${byte.repeat(20)}`,
  authShare: `auth-${byte}`,
  recoveryShare: `recovery-${byte}`,
})

describe('users and wallets belong to one project', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.stop())

  it('the same email in two projects is two users with two wallets; neither session reaches the other', async () => {
    const a = await loginIn(h, PROJECT_ID, 'twice@example.com')
    expect(
      (await h.call('PUT', '/v1/wallet', { token: a.accessToken, body: wallet('aa') })).status,
    ).toBe(201)
    // Project B: its allowlisted origin and its own login for the same address.
    const b = await loginIn(h, OTHER, 'twice@example.com')
    expect(b.user.id).not.toBe(a.user.id)
    const bShare = await h.call('GET', '/v1/wallet/auth-share', { token: b.accessToken })
    expect(bShare).toMatchObject({ status: 204, body: null })
    expect(
      (await h.call('POST', '/v1/wallet/recovery-share', { token: b.accessToken })).status,
    ).toBe(404)
    expect((await h.call('GET', '/v1/user', { token: b.accessToken })).body).toMatchObject({
      id: b.user.id,
      address: null,
    })
    expect(
      (await h.call('PUT', '/v1/wallet', { token: b.accessToken, body: wallet('bb') })).status,
    ).toBe(201)
    const aShare = await h.call('GET', '/v1/wallet/auth-share', { token: a.accessToken })
    expect(aShare.body).toEqual({ address: wallet('aa').address, authShare: 'auth-aa' })
    const bAgain = await h.call('GET', '/v1/wallet/auth-share', { token: b.accessToken })
    expect(bAgain.body).toEqual({ address: wallet('bb').address, authShare: 'auth-bb' })
  })

  it('a session of project B naming a project-A user (a pre-migration login) is refused', async () => {
    const a = await loginIn(h, PROJECT_ID, 'crossed@example.com')
    // Before issue 29 one user could log in under any project: such a session family survives
    // the migration. Its tokens must not open the project-A user.
    const familyId = 'family-of-another-project'
    await h.server.storage.sessions.createFamily({
      id: familyId,
      userId: a.user.id,
      projectId: OTHER,
      hostOrigin: HOST_ORIGIN,
      loginMethod: 'email',
      authTime: h.clock.now(),
      revokedAt: null,
    })
    const tokens = await SessionTokens.load(h.server.storage.secrets, h.clock.now)
    const access = await tokens.access(a.user.id, familyId, h.key.jkt)
    const refresh = await tokens.refresh(a.user.id, familyId, h.key.jkt)
    await h.server.storage.sessions.addRefreshToken(
      refresh.jti,
      familyId,
      a.user.id,
      refresh.expiresAt,
    )
    expect((await h.call('GET', '/v1/user', { token: access })).status).toBe(401)
    expect((await h.call('GET', '/v1/wallet/auth-share', { token: access })).status).toBe(401)
    expect(
      (await h.call('POST', '/v1/session/refresh', { body: { refreshToken: refresh.token } }))
        .status,
    ).toBe(401)
  })

  it('a social or Farcaster subject in two projects is two users', async () => {
    const identity = { provider: 'github', subject: 'octo', verifiedEmail: null, username: 'octo' }
    const inA = await h.server.storage.users.findOrCreateSocial(identity, [PROJECT_ID], 1)
    const inB = await h.server.storage.users.findOrCreateSocial(identity, [OTHER], 1)
    expect(inB.id).not.toBe(inA.id)
    expect((await h.server.storage.users.findOrCreateSocial(identity, [PROJECT_ID], 2)).id).toBe(
      inA.id,
    )
  })
})

describe('an operator may group its own projects', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness({ projectGroups: { mine: [PROJECT_ID, OTHER] } })
  })
  afterAll(() => h.stop())

  it('projects of one group share the user and the wallet', async () => {
    const a = await loginIn(h, PROJECT_ID, 'shared@example.com')
    expect(
      (await h.call('PUT', '/v1/wallet', { token: a.accessToken, body: wallet('cc') })).status,
    ).toBe(201)
    const b = await loginIn(h, OTHER, 'shared@example.com')
    expect(b.user.id).toBe(a.user.id)
    expect((await h.call('GET', '/v1/wallet/auth-share', { token: b.accessToken })).body).toEqual({
      address: wallet('cc').address,
      authShare: 'auth-cc',
    })
  })

  it('refuses a group naming an unknown project or a project twice', async () => {
    await expect(startHarness({ projectGroups: { g: [PROJECT_ID, 'nope'] } })).rejects.toThrow(
      /'nope', which is not in projects/,
    )
    await expect(
      startHarness({ projectGroups: { g: [PROJECT_ID], h: [PROJECT_ID, OTHER] } }),
    ).rejects.toThrow(/already in group 'g'/)
  })
})

describe('the migration keeps existing users working', () => {
  const dirs: string[] = []
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('a user and wallet made at the old schema log in to the same wallet under their project', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'auth-migrate-'))
    dirs.push(dataDir)
    const old = await openDatabase(
      { engine: 'pglite', dataDir },
      { service: 'auth-server', migrations: MIGRATIONS.slice(0, 1) },
    )
    // Created under PROJECT_ID, later also used under OTHER (allowed before issue 29).
    await old.query(`insert into users (id, email, created_at) values ('u1', 'old@example.com', 1)`)
    for (const [id, project, time] of [
      ['f1', PROJECT_ID, 10],
      ['f2', OTHER, 20],
    ] as const) {
      await old.query(
        `insert into session_families (id, user_id, project_id, host_origin, login_method, auth_time)
         values ($1, 'u1', $2, $3, 'email', $4)`,
        [id, project, HOST_ORIGIN, time],
      )
    }
    await old.query(
      `insert into social_identities (provider, subject, user_id) values ('github', 'old', 'u1')`,
    )
    await old.query(
      `insert into wallets (user_id, address, auth_share, recovery_share, created_at)
       values ('u1', $1, 'old-auth', $2, 1)`,
      [
        wallet('dd').address,
        // Under the harness's RECOVERY_KEY, as the old server stored it.
        new RecoveryCipher(Buffer.from('ab'.repeat(32), 'hex')).encrypt('old-recovery', 'u1'),
      ],
    )
    await old.close()

    const h = await startHarness({ dataDir })
    try {
      const back = await loginIn(h, PROJECT_ID, 'old@example.com')
      expect(back.user.id).toBe('u1')
      expect(
        (await h.call('GET', '/v1/wallet/auth-share', { token: back.accessToken })).body,
      ).toEqual({ address: wallet('dd').address, authShare: 'old-auth' })
      // The other project it was also used under now gets its own user.
      const other = await loginIn(h, OTHER, 'old@example.com')
      expect(other.user.id).not.toBe('u1')
      expect(
        (await h.call('GET', '/v1/wallet/auth-share', { token: other.accessToken })).status,
      ).toBe(204)
      const social = await h.server.storage.users.findOrCreateSocial(
        { provider: 'github', subject: 'old', verifiedEmail: null, username: null },
        [PROJECT_ID],
        1,
      )
      expect(social.id).toBe('u1')
    } finally {
      await h.stop()
    }
  })
})

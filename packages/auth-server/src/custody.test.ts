import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '@foyer/sql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVICE_REMOVED } from './api/wallet-routes.js'
import { RecoveryCipher } from './auth/recovery-cipher.js'
import { parseAuthServerOptions } from './options.js'
import { MIGRATIONS } from './storage/migrations.js'
import {
  type Harness,
  HOST_ORIGIN,
  PASSKEY_PROJECT_ID,
  PASSWORD_PROJECT_ID,
  PROJECT_ID,
  startHarness,
} from './test-utils/harness.js'
import { TestProofKey } from './test-utils/proof-key.js'
import {
  nonCustodialWallet,
  sealedWithPasskey,
  sealedWithPassword,
} from './test-utils/wallet-bodies.js'

const address = (byte: string) => `0x${byte.repeat(20)}`

describe('custody modes and devices', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.stop())

  it('a project names its custody mode; one that names none is non-custodial (password)', () => {
    const parsed = parseAuthServerOptions({
      frameOrigins: ['https://wallet.example'],
      projects: { plain: { allowedOrigins: [] }, held: { allowedOrigins: [], custody: 'passkey' } },
      projectCustody: { held: 'operator' },
      smtp: { url: 'smtp://localhost:25', from: 'a@b.c' },
    })
    expect(parsed.projects.plain?.custody).toBe('password')
    // The flag wins over the file.
    expect(parsed.projects.held?.custody).toBe('operator')
    expect(() =>
      parseAuthServerOptions({ ...parsed, projectCustody: { missing: 'password' } }),
    ).toThrow(/names project 'missing'/)
  })

  it('sends the custody mode to the frame in the project config', async () => {
    const config = await h.call(
      'GET',
      `/v1/projects/${PASSWORD_PROJECT_ID}/config?hostOrigin=${encodeURIComponent(HOST_ORIGIN)}`,
    )
    expect(config.body).toMatchObject({ custody: 'password' })
  })

  it('a non-custodial project refuses a recovery share the service could read', async () => {
    for (const [projectId, sealed, wrong] of [
      [PASSWORD_PROJECT_ID, sealedWithPassword(), sealedWithPasskey()],
      [PASSKEY_PROJECT_ID, sealedWithPasskey(), sealedWithPassword()],
    ] as const) {
      const session = await h.login(`refuse-${projectId}@example.com`, undefined, projectId)
      const token = session.accessToken
      for (const recoveryShare of [
        'cmVjb3Zlcnktc2hhcmU=', // a plain share
        wrong,
        sealedWithPassword().replace('s1.scrypt.17.', 's1.scrypt.12.'), // too cheap to guess
        `${sealed}AAAA`, // not a sealed 32-byte share
      ]) {
        const put = await h.call('PUT', '/v1/wallet', {
          token,
          body: nonCustodialWallet(address('ee'), recoveryShare),
        })
        expect(put.status).toBe(400)
      }
      // Nor a wallet whose recovery pair is the auth share's polynomial (one-polynomial body).
      const { recoveryAuthShare: _, ...onePolynomial } = nonCustodialWallet(address('ee'), sealed)
      expect((await h.call('PUT', '/v1/wallet', { token, body: onePolynomial })).status).toBe(400)
      const ok = await h.call('PUT', '/v1/wallet', {
        token,
        body: nonCustodialWallet(address('ee'), sealed),
      })
      expect(ok.status).toBe(201)
      const recovery = await h.call('POST', '/v1/wallet/recovery-share', { token })
      expect(recovery.body).toMatchObject({
        custody: projectId === PASSWORD_PROJECT_ID ? 'password' : 'passkey',
        recoveryShare: sealed,
      })
    }
  })

  it('each device has its own auth share row; a revoked one gets nothing, the others still do', async () => {
    const laptop = await TestProofKey.create()
    const phone = await TestProofKey.create()
    const first = await h.login('devices@example.com', laptop, PASSWORD_PROJECT_ID)
    const wallet = nonCustodialWallet(address('dd'))
    const created = await h.call<{ deviceId: string }>('PUT', '/v1/wallet', {
      token: first.accessToken,
      body: wallet,
      key: laptop,
    })
    expect(created.status).toBe(201)
    const laptopId = created.body.deviceId

    // A second browser: fresh login, then it enrols its own share.
    const second = await h.login('devices@example.com', phone, PASSWORD_PROJECT_ID)
    const enrolled = await h.call<{ deviceId: string }>('POST', '/v1/wallet/devices', {
      token: second.accessToken,
      body: { authShare: 'cGhvbmUtYXV0aC1zaGFyZQ==', deviceName: 'Safari on iPhone' },
      key: phone,
    })
    expect(enrolled.status).toBe(201)
    const phoneId = enrolled.body.deviceId
    expect(phoneId).not.toBe(laptopId)

    const shareOf = (token: string, key: TestProofKey, id: string) =>
      h.call<{ authShare: string; message: string }>(
        'GET',
        `/v1/wallet/auth-share?deviceId=${id}`,
        { token, key },
      )
    h.clock.advance(5_000)
    expect((await shareOf(first.accessToken, laptop, laptopId)).body.authShare).toBe(
      wallet.authShare,
    )
    expect((await shareOf(second.accessToken, phone, phoneId)).body.authShare).toBe(
      'cGhvbmUtYXV0aC1zaGFyZQ==',
    )

    const list = await h.call<{ custody: string; devices: Record<string, unknown>[] }>(
      'GET',
      '/v1/wallet/devices',
      { token: first.accessToken, key: laptop },
    )
    expect(list.body.custody).toBe('password')
    expect(list.body.devices.map((d) => d.name)).toEqual(['Chrome on Linux', 'Safari on iPhone'])
    expect(list.body.devices[0]?.lastUsedAt).toBeGreaterThan(
      list.body.devices[0]?.createdAt as number,
    )
    // The list never carries a share.
    expect(JSON.stringify(list.body)).not.toContain(wallet.authShare)

    const revoked = await h.call('POST', `/v1/wallet/devices/${phoneId}/revoke`, {
      token: first.accessToken,
      key: laptop,
    })
    expect(revoked.status).toBe(204)
    expect(await shareOf(second.accessToken, phone, phoneId)).toMatchObject({
      status: 410,
      body: { error: { code: 'gone', message: DEVICE_REMOVED } },
    })
    expect((await shareOf(first.accessToken, laptop, laptopId)).status).toBe(200)
    // The row is gone from the database, not flagged.
    const rows = await h.server.storage.sql.query('select id from wallet_devices where id = $1', [
      phoneId,
    ])
    expect(rows).toEqual([])

    // Another user cannot revoke (or read) this user's device.
    const stranger = await h.login('stranger@example.com', undefined, PASSWORD_PROJECT_ID)
    expect(
      (
        await h.call('POST', `/v1/wallet/devices/${laptopId}/revoke`, {
          token: stranger.accessToken,
        })
      ).status,
    ).toBe(404)
    expect((await shareOf(first.accessToken, laptop, laptopId)).status).toBe(200)
  })

  it('enrols a device only within a fresh login', async () => {
    const session = await h.login('stale@example.com', undefined, PASSWORD_PROJECT_ID)
    const token = session.accessToken
    await h.call('PUT', '/v1/wallet', { token, body: nonCustodialWallet(address('cc')) })
    h.clock.advance(11 * 60_000)
    const renewed = await h.call<{ accessToken: string }>('POST', '/v1/session/refresh', {
      body: { refreshToken: session.refreshToken },
    })
    const late = await h.call('POST', '/v1/wallet/devices', {
      token: renewed.body.accessToken,
      body: { authShare: 'bGF0ZQ==', deviceName: 'Late' },
    })
    expect(late.status).toBe(403)
  })
})

it('migration 6 turns a wallet of one auth share into its first device (legacy)', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'auth-devices-'))
  try {
    const old = await openDatabase(
      { engine: 'pglite', dataDir },
      { service: 'auth-server', migrations: MIGRATIONS.slice(0, 5) },
    )
    await old.query(
      `insert into users (id, email, project_id, created_at) values ('u1', 'legacy@example.com', $1, 1)`,
      [PROJECT_ID],
    )
    await old.query(
      `insert into wallets (user_id, address, auth_share, recovery_share, created_at)
       values ('u1', $1, 'b2xkLWF1dGg=', $2, 7)`,
      [
        address('ab'),
        new RecoveryCipher(Buffer.from('ab'.repeat(32), 'hex')).encrypt('b2xkLXJlYw==', 'u1'),
      ],
    )
    await old.close()
    const h = await startHarness({ dataDir })
    try {
      const session = await h.login('legacy@example.com')
      const token = session.accessToken
      expect((await h.call('GET', '/v1/wallet/auth-share', { token })).body).toEqual({
        address: address('ab'),
        authShare: 'b2xkLWF1dGg=',
      })
      expect((await h.call('POST', '/v1/wallet/recovery-share', { token })).body).toEqual({
        address: address('ab'),
        custody: 'operator',
        recoveryAuthShare: 'b2xkLWF1dGg=',
        recoveryShare: 'b2xkLXJlYw==',
      })
      const list = await h.call('GET', '/v1/wallet/devices', { token })
      expect(list.body.devices).toEqual([
        {
          id: 'legacy',
          version: 1,
          name: 'First device',
          createdAt: 7,
          lastUsedAt: expect.any(Number),
        },
      ])
    } finally {
      await h.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})

import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuthProcess, runAuthCli, startAuthProcess } from './test-utils/auth-process.js'
import { FrameClient } from './test-utils/http-client.js'
import { type MailSink, startMailSink } from './test-utils/mail-sink.js'
import { TestProofKey } from './test-utils/proof-key.js'

/**
 * Fault tests on real `foyer-auth-server` processes over one data directory: kill -9 in the
 * middle of a sign-up and of a login, a wrong recovery key, a second process, a key rotation.
 * The user's wallet must come back whole, at the same address, every time.
 */
const FRAME_ORIGIN = 'https://wallet.test'
const HOST_ORIGIN = 'https://app.test'
const PROJECT = { id: 'durable', hostOrigin: HOST_ORIGIN }
const EMAIL = 'durable@example.com'
const ADDRESS = `0x${randomBytes(20).toString('hex')}`
const SHARES = {
  authShare: randomBytes(48).toString('base64'),
  recoveryShare: randomBytes(48).toString('base64'),
}

let mail: MailSink
let dir: string
let configFile: string
let dataDir: string
const key = randomBytes(32).toString('hex')
let running: AuthProcess | undefined
let session: { accessToken: string; refreshToken: string }
let rotatedKey = ''

const env = (recoveryKey = key): Record<string, string> => ({
  RECOVERY_KEY: recoveryKey,
  SMTP_URL: mail.url,
  MAIL_FROM: 'login@foyer.test',
})
const start = async (recoveryKey = key) => {
  running = await startAuthProcess(
    ['--config', configFile, '--data-dir', dataDir, '--port', '0'],
    env(recoveryKey),
  )
  return new FrameClient(running.url, FRAME_ORIGIN, PROJECT, frameKey)
}

/** A new code; waits out the cooldown of an earlier one (1 s here) when the server asks to. */
async function freshCode(client: FrameClient): Promise<string> {
  for (;;) {
    try {
      return await client.requestCode(mail, EMAIL)
    } catch (error) {
      const wait = /try again after (\d+) seconds/.exec(String(error))
      if (!wait) throw error
      await new Promise((resolve) => setTimeout(resolve, Number(wait[1]) * 1000 + 200))
    }
  }
}

/** The wallet as the frame sees it after a fresh login: address, auth share, recovery share. */
async function walletOf(client: FrameClient, token: string) {
  const user = await client.call<{ address: string | null }>('GET', '/v1/user', { token })
  const auth = await client.call<{ authShare: string }>('GET', '/v1/wallet/auth-share', { token })
  const recovery = await client.call<{ recoveryShare: string }>(
    'POST',
    '/v1/wallet/recovery-share',
    { token },
  )
  return {
    address: user.body.address,
    authShare: auth.body.authShare,
    recoveryShare: recovery.body.recoveryShare,
  }
}

let frameKey: TestProofKey

beforeAll(async () => {
  frameKey = await TestProofKey.create()
  mail = await startMailSink()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-auth-durability-'))
  dataDir = path.join(dir, 'data')
  configFile = path.join(dir, 'auth.json')
  fs.writeFileSync(
    configFile,
    JSON.stringify({
      frameOrigins: [FRAME_ORIGIN],
      // The one-polynomial wallet body these crash tests write is the custodial mode's.
      projects: { [PROJECT.id]: { allowedOrigins: [HOST_ORIGIN], custody: 'operator' } },
      // A short code cooldown: the restarts below come seconds apart, not the default 30 s.
      rateLimits: { perIpPerMinute: 1000, perEmailPerHour: 1000, codeCooldownSeconds: 1 },
    }),
  )
})

afterAll(async () => {
  await running?.stop()
  await mail?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('the auth service keeps every wallet through crashes and restarts', {
  timeout: 240_000,
}, () => {
  it('kill -9 in the middle of a sign-up: no half-written wallet, the same address after restart', async () => {
    let client = await start()
    expect(running!.output[0]).toBe(`auth server: data in ${dataDir} (embedded PGlite)`)
    const verified = await client.verify(EMAIL, await client.requestCode(mail, EMAIL))
    expect(verified.status).toBe(200)
    const put = client
      .call('PUT', '/v1/wallet', {
        token: verified.body.accessToken,
        body: { address: ADDRESS, ...SHARES },
      })
      .catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await running!.kill9()
    await put

    client = await start()
    const refreshed = await client.call<{ accessToken: string; refreshToken: string }>(
      'POST',
      '/v1/session/refresh',
      { body: { refreshToken: verified.body.refreshToken } },
    )
    expect(refreshed.status).toBe(200)
    session = refreshed.body
    const token = session.accessToken
    const stored = await client.call('GET', '/v1/wallet/auth-share', { token })
    // Either the whole wallet was written before the kill, or none of it (204, no wallet yet):
    // then the frame retries.
    if (stored.status === 204) {
      const retried = await client.call('PUT', '/v1/wallet', {
        token,
        body: { address: ADDRESS, ...SHARES },
      })
      expect(retried.status).toBe(201)
    } else {
      expect(stored.status).toBe(200)
    }
    expect(await walletOf(client, token)).toEqual({ address: ADDRESS, ...SHARES })
  })

  it('a second process on the same data directory refuses, naming it and the holder', async () => {
    const second = await runAuthCli(
      ['--config', configFile, '--data-dir', dataDir, '--port', '0'],
      env(),
    )
    expect(second.code).toBe(2)
    expect(second.output).toContain(
      `the data directory ${dataDir} is in use by process ${running!.pid}`,
    )
    const client = new FrameClient(running!.url, FRAME_ORIGIN, PROJECT, frameKey)
    expect((await client.call('GET', '/ready')).body).toMatchObject({ ready: true })
  })

  it('a wrong RECOVERY_KEY refuses to start, never prints a key, and leaves the data untouched', async () => {
    await running!.stop()
    const wrongKey = randomBytes(32).toString('hex')
    const refused = await runAuthCli(
      ['--config', configFile, '--data-dir', dataDir, '--port', '0'],
      env(wrongKey),
    )
    expect(refused.code).toBe(2)
    expect(refused.output).toContain(
      'RECOVERY_KEY does not match the key this database was created with',
    )
    expect(refused.output).not.toContain(wrongKey)
    expect(refused.output).not.toContain(key)
    const client = await start()
    expect(await walletOf(client, session.accessToken)).toEqual({ address: ADDRESS, ...SHARES })
  })

  it('kill -9 in the middle of a login: the user logs in again to the same wallet', async () => {
    let client = new FrameClient(running!.url, FRAME_ORIGIN, PROJECT, frameKey)
    const otp = await freshCode(client)
    const verify = client.verify(EMAIL, otp).catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await running!.kill9()
    await verify

    client = await start()
    let login = await client.verify(EMAIL, otp)
    if (login.status !== 200) login = await client.verify(EMAIL, await freshCode(client))
    expect(login.status).toBe(200)
    expect(await walletOf(client, login.body.accessToken)).toEqual({ address: ADDRESS, ...SHARES })
    session = login.body
  })

  it('keys rotate re-encrypts every share under the new key; old sessions stay valid; the old key is refused', async () => {
    await running!.stop()
    const newKey = randomBytes(32).toString('base64')
    rotatedKey = newKey
    const rotated = await runAuthCli(['keys', 'rotate', '--data-dir', dataDir], {
      RECOVERY_KEY: key,
      NEW_RECOVERY_KEY: newKey,
    })
    expect(rotated.output).toContain('1 recovery share(s) re-encrypted')
    expect(rotated.code).toBe(0)
    expect(rotated.output).not.toContain(newKey)
    const refused = await runAuthCli(
      ['--config', configFile, '--data-dir', dataDir, '--port', '0'],
      env(),
    )
    expect(refused.output).toContain('RECOVERY_KEY does not match')
    const keyFile = path.join(dir, 'recovery-key')
    fs.writeFileSync(keyFile, `${newKey}\n`, { mode: 0o600 })
    running = await startAuthProcess(
      ['--config', configFile, '--data-dir', dataDir, '--port', '0'],
      {
        ...env(),
        RECOVERY_KEY: '',
        RECOVERY_KEY_FILE: keyFile,
      },
    )
    const client = new FrameClient(running.url, FRAME_ORIGIN, PROJECT, frameKey)
    // Signed by the previous signing key, before the rotation.
    expect(await walletOf(client, session.accessToken)).toEqual({ address: ADDRESS, ...SHARES })
    const renewed = await client.call<{ accessToken: string }>('POST', '/v1/session/refresh', {
      body: { refreshToken: session.refreshToken },
    })
    expect(renewed.status).toBe(200)
    expect(
      (await client.call('GET', '/v1/user', { token: renewed.body.accessToken })).body,
    ).toMatchObject({
      address: ADDRESS,
    })
  })

  it('backup, then restore into a fresh data directory: the same user logs in to the same address', async () => {
    await running!.stop()
    const backup = path.join(dir, 'backups', 'auth.tar.gz')
    const backedUp = await runAuthCli(['backup', backup, '--data-dir', dataDir], {})
    expect(backedUp.output).toMatch(/^backed up .* \(\d+ bytes\)$/)
    const restoredDir = path.join(dir, 'restored')
    const restored = await runAuthCli(['restore', backup], { DATA_DIR: restoredDir })
    expect(restored.code).toBe(0)
    const again = await runAuthCli(['restore', backup], { DATA_DIR: restoredDir })
    expect(again.output).toContain('is not empty')
    running = await startAuthProcess(['--config', configFile, '--port', '0'], {
      ...env(rotatedKey),
      DATA_DIR: restoredDir,
    })
    const client = new FrameClient(running.url, FRAME_ORIGIN, PROJECT, frameKey)
    const login = await client.verify(EMAIL, await freshCode(client))
    expect(login.status).toBe(200)
    expect(await walletOf(client, login.body.accessToken)).toEqual({ address: ADDRESS, ...SHARES })
  })
})

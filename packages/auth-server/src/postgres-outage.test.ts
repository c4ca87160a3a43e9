import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { postgresUnavailable, startTempPostgres, type TempPostgres } from '@foyer/sql/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuthProcess, startAuthProcess } from './test-utils/auth-process.js'
import { FrameClient } from './test-utils/http-client.js'
import { type MailSink, startMailSink } from './test-utils/mail-sink.js'
import { TestProofKey } from './test-utils/proof-key.js'

const unavailable = postgresUnavailable()
if (unavailable) console.info(`auth-server Postgres outage test skipped: ${unavailable}`)

const FRAME_ORIGIN = 'https://wallet.test'
const PROJECT = { id: 'outage', hostOrigin: 'https://app.test' }

/** Polls `check` until it holds (the service reconnects on its own). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('did not recover in time')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe.skipIf(unavailable !== null)(
  'Postgres stopped under the auth service',
  { timeout: 180_000 },
  () => {
    let postgres: TempPostgres
    let mail: MailSink
    let auth: AuthProcess
    let client: FrameClient
    let dir: string

    let frameKey: TestProofKey

    beforeAll(async () => {
      frameKey = await TestProofKey.create()
      postgres = await startTempPostgres()
      mail = await startMailSink()
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-auth-outage-'))
      const databaseUrlFile = path.join(dir, 'database-url')
      fs.writeFileSync(databaseUrlFile, `${await postgres.freshDatabase()}\n`)
      auth = await startAuthProcess(
        [
          '--port',
          '0',
          '--frame-origin',
          FRAME_ORIGIN,
          '--project',
          `${PROJECT.id}=${PROJECT.hostOrigin}`,
          '--custody',
          `${PROJECT.id}=operator`,
        ],
        {
          DATABASE_URL_FILE: databaseUrlFile,
          RECOVERY_KEY: randomBytes(32).toString('hex'),
          SMTP_URL: mail.url,
          MAIL_FROM: 'login@foyer.test',
        },
      )
      client = new FrameClient(auth.url, FRAME_ORIGIN, PROJECT, frameKey)
    })

    afterAll(async () => {
      await auth?.stop()
      await mail?.stop()
      await postgres?.stop()
      if (dir) fs.rmSync(dir, { recursive: true, force: true })
    })

    it('answers 503 and /ready false while Postgres is down, and recovers when it returns', async () => {
      expect(auth.output[0]).toMatch(
        /^auth server: data in Postgres at postgres:\/\/foyer@127\.0\.0\.1:\d+\/foyer_test_1$/,
      )
      const email = 'outage@example.com'
      const login = await client.verify(email, await client.requestCode(mail, email))
      expect(login.status).toBe(200)
      const token = login.body.accessToken
      const address = `0x${randomBytes(20).toString('hex')}`
      const shares = { authShare: 'YXV0aA==', recoveryShare: 'cmVjb3Zlcnk=' }
      expect(
        (await client.call('PUT', '/v1/wallet', { token, body: { address, ...shares } })).status,
      ).toBe(201)
      expect(await client.call('GET', '/ready')).toEqual({
        status: 200,
        body: { ready: true, checks: { database: { ok: true } } },
      })

      await postgres.pause()
      expect(await client.call('GET', '/v1/user', { token })).toEqual({
        status: 503,
        body: {
          error: {
            code: 'unavailable',
            message: 'Service unavailable: the database cannot be reached',
          },
        },
      })
      expect(await client.call('GET', '/ready')).toMatchObject({
        status: 503,
        body: { ready: false, checks: { database: { ok: false } } },
      })
      expect(await client.call('GET', '/health')).toEqual({ status: 200, body: { status: 'ok' } })

      await postgres.resume()
      await eventually(async () => (await client.call('GET', '/ready')).status === 200)
      expect(await client.call('GET', '/v1/user', { token })).toMatchObject({
        status: 200,
        body: { email, address },
      })
      expect(auth.output.join('\n')).not.toMatch(/RECOVERY_KEY=|[0-9a-f]{64}/)
    })
  },
)

import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { type AuthProcess, startAuthProcess } from './test-utils/auth-process.js'
import { FrameClient } from './test-utils/http-client.js'
import { type MailSink, startMailSink } from './test-utils/mail-sink.js'
import { TestProofKey } from './test-utils/proof-key.js'
import { nonCustodialWallet } from './test-utils/wallet-bodies.js'

/**
 * The root README's self-hosting command, run as written (only the SMTP server is the test's),
 * keeps a user's wallet across a restart.
 */
const README = fs.readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')

/** The README's `foyer-auth-server …` command line (continuation lines joined), as arguments. */
function readmeCommand(): string[] {
  const match = /^\s*foyer-auth-server ((?:[^\n]*\\\n)*[^\n]*)$/m.exec(README)
  if (!match) throw new Error('no foyer-auth-server command in the README')
  return match[1]!.replace(/\\\n/g, ' ').trim().split(/\s+/)
}

/** The value the README exports for `name`. */
function readmeExport(name: string): string {
  const match = new RegExp(`export ${name}=(\\S+)`).exec(README)
  if (!match) throw new Error(`the README exports no ${name}`)
  return match[1]!
}

let mail: MailSink | undefined
let running: AuthProcess | undefined
let cwd: string | undefined
afterAll(async () => {
  await running?.stop()
  await mail?.stop()
  if (cwd) fs.rmSync(cwd, { recursive: true, force: true })
})

it('the README self-hosting command keeps every wallet across a restart', {
  timeout: 180_000,
}, async () => {
  const args = readmeCommand()
  expect(args).not.toContain('--ephemeral')
  const flag = (name: string) => args[args.indexOf(name) + 1]!
  const [projectId, origins] = flag('--project').split('=') as [string, string]
  const project = { id: projectId, hostOrigin: origins.split(',')[0]! }
  const frameOrigin = readmeExport('FRAME_ORIGINS')
  mail = await startMailSink()
  cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-readme-'))
  const env = {
    RECOVERY_KEY: randomBytes(32).toString('hex'),
    SMTP_URL: mail.url,
    MAIL_FROM: 'login@example.com',
    FRAME_ORIGINS: frameOrigin,
  }
  const key = await TestProofKey.create()
  running = await startAuthProcess(args, env, 90_000, cwd)
  expect(running.output[0]).toBe(
    `auth server: data in ${path.join(fs.realpathSync(cwd), 'foyer-data/auth-server')} (embedded PGlite)`,
  )
  let client = new FrameClient(running.url, frameOrigin, project, key, flag('--public-url'))
  const email = 'readme@example.com'
  const session = await client.verify(email, await client.requestCode(mail, email))
  expect(session.status).toBe(200)
  const address = `0x${randomBytes(20).toString('hex')}`
  // The README's projects are non-custodial (the default): the frame sends a sealed share.
  const wallet = nonCustodialWallet(address)
  const put = await client.call<{ deviceId: string }>('PUT', '/v1/wallet', {
    token: session.body.accessToken,
    body: wallet,
  })
  expect(put.status).toBe(201)

  await running.stop()
  running = await startAuthProcess(args, env, 90_000, cwd)
  client = new FrameClient(running.url, frameOrigin, project, key, flag('--public-url'))
  const renewed = await client.call<{ accessToken: string }>('POST', '/v1/session/refresh', {
    body: { refreshToken: session.body.refreshToken },
  })
  expect(renewed.status).toBe(200)
  const user = await client.call('GET', '/v1/user', { token: renewed.body.accessToken })
  expect(user.body).toMatchObject({ email, address })
  const recovery = await client.call('POST', '/v1/wallet/recovery-share', {
    token: renewed.body.accessToken,
  })
  expect(recovery.body).toMatchObject({
    address,
    custody: 'password',
    recoveryAuthShare: wallet.recoveryAuthShare,
    recoveryShare: wallet.recoveryShare,
  })
  const device = await client.call('GET', `/v1/wallet/auth-share?deviceId=${put.body.deviceId}`, {
    token: renewed.body.accessToken,
  })
  expect(device.body).toMatchObject({ address, authShare: wallet.authShare })
})

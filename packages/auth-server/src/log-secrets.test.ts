import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Harness, HOST_ORIGIN, PROJECT_ID, startHarness } from './test-utils/harness.js'

// The operator's log pipeline is a reader the user never agreed to: a full email login, and
// the refusals around it, must leave no code, token, proof or share in it.

const project = { projectId: PROJECT_ID, hostOrigin: HOST_ORIGIN }
const ADDRESS = `0x${'ab'.repeat(20)}`
const shares = { authShare: 'YXV0aC1zaGFyZS1zZWNyZXQ=', recoveryShare: 'cmVjb3Zlcnktc2VjcmV0' }

describe('logs of a full email login', () => {
  let h: Harness
  const lines: string[] = []
  const secrets: Record<string, string> = {}
  const written: string[] = []
  /** The JSON request logs (pino), at their most detailed level. */
  const requestLogs: string[] = []
  beforeAll(async () => {
    // Everything the process writes, whichever way it logs (the `log` option, console, stdout).
    for (const stream of [process.stdout, process.stderr]) {
      const write = stream.write.bind(stream)
      vi.spyOn(stream, 'write').mockImplementation((chunk, ...rest) => {
        written.push(String(chunk))
        return write(chunk, ...(rest as []))
      })
    }
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args) => {
        written.push(args.map(String).join(' '))
      })
    }
    h = await startHarness({
      log: (line) => lines.push(line),
      logLevel: 'trace',
      logDestination: { write: (line) => void requestLogs.push(line) },
    })
  })
  afterAll(async () => {
    await h.stop()
    vi.restoreAllMocks()
  })

  it('logs no code, token, DPoP proof or share', async () => {
    const email = 'logs@example.com'
    h.clock.advance(31_000)
    const since = h.mail.mails.length
    expect((await h.call('POST', '/v1/email/start', { body: { ...project, email } })).status).toBe(
      200,
    )
    const otp = await h.mail.waitForCode(email, since)
    // A wrong code first: refusals are where servers tend to log what they were sent.
    const wrong = otp === '000000' ? '111111' : '000000'
    const refused = await h.call('POST', '/v1/email/verify', {
      body: { ...project, email, otp: wrong },
    })
    expect(refused.status).toBe(400)
    const proof = await h.key.proof('POST', `${h.server.url}/v1/email/verify`, h.clock.now())
    const session = await h.call<{ accessToken: string; refreshToken: string }>(
      'POST',
      '/v1/email/verify',
      { body: { ...project, email, otp }, dpop: proof },
    )
    expect(session.status).toBe(200)
    const { accessToken, refreshToken } = session.body
    const token = accessToken
    expect(
      (await h.call('PUT', '/v1/wallet', { token, body: { address: ADDRESS, ...shares } })).status,
    ).toBe(201)
    const share = await h.call('GET', '/v1/wallet/auth-share', { token })
    expect(share.body).toEqual({ address: ADDRESS, authShare: shares.authShare })
    const recovery = await h.call('POST', '/v1/wallet/recovery-share', { token })
    expect(recovery.body).toMatchObject({ recoveryShare: shares.recoveryShare })
    // The same token copied to another key, and a foreign origin carrying it: both refused.
    const copied = await h.call('GET', '/v1/wallet/auth-share', { token, key: null })
    expect(copied.status).toBe(401)
    const foreign = await h.call('GET', '/v1/wallet/auth-share', {
      token,
      origin: 'https://evil.example',
    })
    expect(foreign.status).toBe(403)
    const refreshed = await h.call<{ accessToken: string; refreshToken: string }>(
      'POST',
      '/v1/session/refresh',
      { body: { refreshToken } },
    )
    expect(refreshed.status).toBe(200)
    Object.assign(secrets, {
      'the login code': otp,
      'the access token': accessToken,
      'the refresh token': refreshToken,
      'a DPoP proof': proof,
      'the auth share': shares.authShare,
      'the recovery share': shares.recoveryShare,
      'the refreshed access token': refreshed.body.accessToken,
      'the refreshed refresh token': refreshed.body.refreshToken,
      'the recovery key': 'ab'.repeat(32),
    })
    // Something was logged (a refused origin at least), so the check below reads real logs.
    const everything = [...lines, ...written, ...requestLogs].join('\n')
    expect(everything).toContain('evil.example')
    // The request logs were read too: each request of the login left its lines.
    expect(requestLogs.join('\n')).toContain('/v1/email/verify')
    for (const [name, secret] of Object.entries(secrets)) {
      expect(everything.includes(secret), `${name} is in the logs`).toBe(false)
    }
    // A token's signature alone is as good as the token: look for each part of each JWT too.
    for (const jwt of [accessToken, proof, refreshed.body.accessToken]) {
      for (const part of jwt.split('.').slice(1)) {
        expect(everything.includes(part), 'part of a JWT is in the logs').toBe(false)
      }
    }
  })
})

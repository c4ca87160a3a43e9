import type { AuthServerOptions } from '../options.js'
import { type AuthServer, startAuthServer } from '../server.js'
import { type MailSink, startMailSink } from './mail-sink.js'
import { type ProofOverrides, TestProofKey } from './proof-key.js'

export const FRAME_ORIGIN = 'http://127.0.0.1:1'
export const HOST_ORIGIN = 'https://app.example'
export const PROJECT_ID = 'demo-project'
/** A project in `password` custody (non-custodial). */
export const PASSWORD_PROJECT_ID = 'password-project'
/** A project in `passkey` custody (non-custodial). */
export const PASSKEY_PROJECT_ID = 'passkey-project'

/** A settable clock. */
export interface FakeClock {
  now: () => number
  advance(ms: number): void
}

export function fakeClock(start = Date.now()): FakeClock {
  let time = start
  return { now: () => time, advance: (ms) => (time += ms) }
}

/** An answer: status and parsed JSON (or null). */
export interface Answer<T = Record<string, unknown>> {
  status: number
  body: T
  headers: Headers
}

/** How {@link Harness.call} sends one request. */
export interface CallOptions {
  body?: unknown
  /** An access token, sent as `Authorization: DPoP <token>` (its hash in the proof's `ath`). */
  token?: string
  /** Sent as `Authorization: Bearer <bearer>` (channel tokens; copied session tokens). */
  bearer?: string
  origin?: string | null
  /** The DPoP key proving the request (default: the harness's frame key); null sends none. */
  key?: TestProofKey | null
  /** Bends the proof (an attacker's replay, another htu/htm, an old iat). */
  proof?: ProofOverrides
  /** Sends this DPoP header verbatim instead of a fresh proof. */
  dpop?: string
  /** More request headers (X-Forwarded-For as a proxy would add it). */
  headers?: Record<string, string>
}

/** A running auth server with its mail sink, and a JSON client that speaks as the frame. */
export interface Harness {
  server: AuthServer
  mail: MailSink
  clock: FakeClock
  /** The frame's DPoP key every call proves by default. */
  key: TestProofKey
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<Answer<T>>
  /** Email login from start to session with `key` in `projectId` (moves the clock 31 s first). */
  login(email: string, key?: TestProofKey, projectId?: string): Promise<Session>
  stop(): Promise<void>
}

export interface Session {
  accessToken: string
  refreshToken: string
  user: { id: string; email: string | null; username: string | null; socialProvider: string | null }
}

export async function startHarness(
  overrides: Partial<AuthServerOptions> = {},
  frameKey?: TestProofKey,
): Promise<Harness> {
  const mail = await startMailSink()
  const clock = fakeClock()
  const key = frameKey ?? (await TestProofKey.create())
  const server = await startAuthServer({
    frameOrigins: [FRAME_ORIGIN],
    projects: {
      [PROJECT_ID]: {
        allowedOrigins: [HOST_ORIGIN],
        smartAccountNetworks: ['eip155:31337'],
        preferredAccountType: 'smartAccount',
        // Today's one-polynomial flows, which most tests use; custody.test.ts covers the others.
        custody: 'operator',
      },
      bare: { allowedOrigins: [HOST_ORIGIN], custody: 'operator' },
      [PASSWORD_PROJECT_ID]: { allowedOrigins: [HOST_ORIGIN], custody: 'password' },
      [PASSKEY_PROJECT_ID]: { allowedOrigins: [HOST_ORIGIN], custody: 'passkey' },
    },
    smtp: { url: mail.url, from: 'Foyer <login@foyer.test>' },
    recoveryKey: 'ab'.repeat(32),
    now: clock.now,
    log: () => {},
    rateLimits: { perIpPerMinute: 1000, perEmailPerHour: 1000 },
    ephemeral: overrides.dataDir === undefined && overrides.databaseUrl === undefined,
    ...overrides,
  })
  const call: Harness['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers }
    const origin = options.origin === undefined ? FRAME_ORIGIN : options.origin
    if (origin !== null) headers.origin = origin
    if (options.token) headers.authorization = `DPoP ${options.token}`
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    const url = `${server.url}${path}`
    const proofKey = options.key === undefined ? key : options.key
    if (options.dpop !== undefined) headers.dpop = options.dpop
    else if (proofKey) {
      headers.dpop = await proofKey.proof(method, url, clock.now(), options.token, options.proof)
    }
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
    })
    const text = await response.text()
    return {
      status: response.status,
      body: text ? JSON.parse(text) : null,
      headers: response.headers,
    } as Answer<never>
  }
  const login = async (email: string, loginKey = key, projectId = PROJECT_ID): Promise<Session> => {
    // Past any cooldown of an earlier code to the same address.
    clock.advance(31_000)
    const since = mail.mails.length
    const start = await call('POST', '/v1/email/start', {
      body: { projectId, hostOrigin: HOST_ORIGIN, email },
      key: loginKey,
    })
    if (start.status !== 200) throw new Error(`start: ${JSON.stringify(start.body)}`)
    let codeSince = since
    if (start.body.action === 'VERIFY_DEVICE') {
      // A known user on a new key: the mailed link confirms it, then the code follows.
      await confirmDeviceLink(await mail.waitForDeviceLink(email, since))
      codeSince = mail.mails.length
      const status = await call('POST', '/v1/email/device/status', {
        body: { projectId, hostOrigin: HOST_ORIGIN, email },
        key: loginKey,
      })
      if (status.body.action !== 'VERIFY_OTP') {
        throw new Error(`device status: ${JSON.stringify(status.body)}`)
      }
    }
    const otp = await mail.waitForCode(email, codeSince)
    const verify = await call<Session>('POST', '/v1/email/verify', {
      body: { projectId, hostOrigin: HOST_ORIGIN, email, otp },
      key: loginKey,
    })
    if (verify.status !== 200) throw new Error(`verify: ${JSON.stringify(verify.body)}`)
    return verify.body
  }
  return {
    server,
    mail,
    clock,
    key,
    call,
    login,
    async stop() {
      await server.close()
      await mail.stop()
    },
  }
}

/** The `message` of an error body `{ error: { code, message } }`, or undefined for another shape. */
export function errorMessage(body: unknown): string | undefined {
  const error = (body as { error?: { message?: unknown } } | null)?.error
  return typeof error?.message === 'string' ? error.message : undefined
}

/**
 * Opens a mailed device confirmation link as the mail app's browser does (a navigation, no
 * Origin, no frame key) and presses its confirm button (the form post); answers the status.
 */
export async function confirmDeviceLink(link: string): Promise<number> {
  const url = new URL(link)
  const page = await fetch(url)
  if (page.status !== 200) return page.status
  const posted = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url.origin },
    body: new URLSearchParams({ token: url.searchParams.get('token') ?? '' }).toString(),
  })
  return posted.status
}

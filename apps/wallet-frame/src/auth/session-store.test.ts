import { type AuthServer, startAuthServer } from '@foyer/auth-server'
import { type MailSink, startMailSink } from '@foyer/devstack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameFetchFrom, mailedCode } from '../test-utils/frame-test-server.js'
import { AuthApiError, AuthClient, type Session } from './auth-client.js'
import { ProofKey } from './proof-key.js'
import { SessionStore } from './session-store.js'

/**
 * The frame's auth client and session store against a real auth server (PGlite, real SMTP
 * sink): every request carries a DPoP proof of the frame's non-extractable key, and
 * concurrent refreshes are single-flight, so they never trip the server's reuse detection.
 */

const FRAME_ORIGIN = 'http://127.0.0.1:1'
const scope = { projectId: 'frame-test', hostOrigin: 'https://app.example' }

/** A Map-backed localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

describe('the frame auth client with its DPoP key, against a real auth server', () => {
  let mail: MailSink
  let server: AuthServer
  let time = Date.now()
  beforeAll(async () => {
    mail = await startMailSink(0, 0)
    server = await startAuthServer({
      frameOrigins: [FRAME_ORIGIN],
      projects: { [scope.projectId]: { allowedOrigins: [scope.hostOrigin] } },
      smtp: { url: mail.smtpUrl, from: 'login@foyer.test' },
      recoveryKey: 'cd'.repeat(32),
      ephemeral: true,
      now: () => time,
      log: () => {},
    })
  })
  afterAll(async () => {
    await server?.close()
    await mail?.close()
  })

  const frameFetch = frameFetchFrom(FRAME_ORIGIN)

  async function emailLogin(client: AuthClient, email: string): Promise<Session> {
    const since = mail.messages.length
    await client.startEmail(scope, email)
    return client.verifyEmail(scope, email, await mailedCode(mail, email, since))
  }

  it('logs in with a non-extractable key, and its tokens work only with that key', async () => {
    const key = await ProofKey.generate()
    const client = new AuthClient(server.url, key, frameFetch)
    const session = await emailLogin(client, 'frame@example.com')
    expect(session.user.email).toBe('frame@example.com')
    expect(await client.walletAddress(session.accessToken)).toBeNull()
    // The same tokens in a client with another key (a copy taken out of localStorage).
    const thief = new AuthClient(server.url, await ProofKey.generate(), frameFetch)
    await expect(thief.walletAddress(session.accessToken)).rejects.toMatchObject({ status: 401 })
    await expect(thief.refresh(session.refreshToken)).rejects.toBeInstanceOf(AuthApiError)
    // …and the thief's tries cost the frame nothing.
    expect((await client.refresh(session.refreshToken)).user.email).toBe('frame@example.com')
  })

  it('refreshes once for concurrent calls after the access token expired, and stays signed in', async () => {
    const key = await ProofKey.generate()
    const client = new AuthClient(server.url, key, frameFetch)
    let refreshes = 0
    const counting = Object.assign(Object.create(client) as AuthClient, {
      refresh: (token: string) => {
        refreshes += 1
        return client.refresh(token)
      },
    })
    const store = new SessionStore(counting, 'foyer-frame-session:test', memoryStorage(), undefined)
    store.set(await emailLogin(client, 'concurrent@example.com'))
    const first = store.current?.refreshToken
    time += 16 * 60_000 // past the 15-minute access token
    const answers = await Promise.all(
      [0, 1, 2].map(() => store.withToken((token) => client.walletAddress(token))),
    )
    expect(answers).toEqual([null, null, null])
    expect(refreshes).toBe(1)
    expect(store.current?.refreshToken).not.toBe(first)
    // Still signed in afterwards: the family was not revoked as a reuse.
    time += 16 * 60_000
    await expect(store.withToken((token) => client.walletAddress(token))).resolves.toBeNull()
    expect(refreshes).toBe(2)
    expect(store.current).toBeDefined()
  })
})

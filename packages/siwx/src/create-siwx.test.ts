import { createMemoryStorage, type SiwxSession } from '@foyer/core'
import { describe, expect, it, vi } from 'vitest'
import { createSiwx } from './create-siwx.js'
import { parseSiwxMessage } from './message/parse-message.js'
import { randomNonce } from './nonce/nonce-source.js'
import { localSiwxStorage } from './storage/local-storage.js'
import { serverSiwxStorage } from './storage/server-storage.js'
import type { SiwxVerifier } from './verifiers/types.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const NOW = Date.parse('2026-11-24T02:00:00.000Z')

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

describe('createSiwx', () => {
  it("asks the app's server for the nonce by default and writes a 24 h EIP-4361 message", async () => {
    const fetch = vi.fn(async () => json({ nonce: 'serverNonce123' }))
    const siwx = createSiwx({
      server: { baseUrl: 'https://app.example/api/siwx', fetch },
      domain: 'app.example',
      uri: 'https://app.example',
      statement: 'Sign in to Example.',
      now: () => NOW,
    })
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' })
    expect(fetch).toHaveBeenCalledWith(
      'https://app.example/api/siwx/nonce',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    )
    expect(message.data).toMatchObject({
      nonce: 'serverNonce123',
      issuedAt: '2026-11-24T02:00:00.000Z',
      expirationTime: '2026-11-25T02:00:00.000Z',
    })
    expect(parseSiwxMessage(message.text)).toEqual(message.data)
  })

  it('takes the domain and URI from the page by default', async () => {
    const siwx = createSiwx({
      nonce: async () => randomNonce(),
      storage: localSiwxStorage({ verifiers: [] }),
    })
    const { data } = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' })
    expect(data.domain).toBe(location.host)
    expect(data.uri).toBe(location.origin)
  })

  it('writes an EVM address in its EIP-55 form, as the server requires', async () => {
    const siwx = createSiwx({
      nonce: async () => randomNonce(),
      storage: localSiwxStorage({ verifiers: [] }),
    })
    const message = await siwx.createMessage({
      accountAddress: ADDRESS.toLowerCase(),
      chainId: 'eip155:1',
    })
    expect(message.data.accountAddress).toBe(ADDRESS)
    expect(parseSiwxMessage(message.text).accountAddress).toBe(ADDRESS)
  })

  it('refuses at once a statement EIP-4361 cannot carry', () => {
    expect(() => createSiwx({ statement: 'Connexion à l’app' })).toThrow(/Missing or invalid/)
    expect(() => createSiwx({ statement: 'Sign in to Example, v2 (beta)!' })).not.toThrow()
  })

  it('refuses a session whose text does not match its fields', async () => {
    const siwx = createSiwx({
      nonce: async () => 'abcdefgh1',
      storage: localSiwxStorage({ verifiers: [] }),
    })
    const { data, text } = await siwx.createMessage({
      accountAddress: ADDRESS,
      chainId: 'eip155:1',
    })
    await expect(
      siwx.addSession({ data: { ...data, nonce: 'other1234' }, message: text, signature: '0x1' }),
    ).rejects.toThrow(/Missing or invalid/)
  })

  it("a server's invalid nonce answer is a clear error", async () => {
    const siwx = createSiwx({
      server: { baseUrl: '/siwx', fetch: async () => json({ nonce: '<script>' }) },
    })
    await expect(
      siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' }),
    ).rejects.toMatchObject({ details: 'The sign-in server sent no valid nonce' })
  })
})

describe('randomNonce', () => {
  it('is alphanumeric, 17 long, and differs each time', () => {
    const a = randomNonce()
    expect(a).toMatch(/^[a-zA-Z0-9]{17}$/)
    expect(randomNonce()).not.toBe(a)
  })
})

async function signedSession(now = NOW, expiresInMs?: number): Promise<SiwxSession> {
  const siwx = createSiwx({
    domain: 'a.test',
    uri: 'https://a.test',
    nonce: async () => randomNonce(),
    now: () => now,
    storage: localSiwxStorage({ verifiers: [] }),
    ...(expiresInMs === undefined ? {} : { expiresInMs }),
  })
  const { data, text } = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' })
  return { data, message: text, signature: '0xgood' }
}

const verifier: SiwxVerifier = {
  namespace: 'eip155',
  verify: async (s) => s.signature === '0xgood',
}

describe('localSiwxStorage', () => {
  it('keeps a verified session per chain and address, until its expiration', async () => {
    let now = NOW
    const backend = createMemoryStorage()
    const storage = localSiwxStorage({
      verifiers: [verifier],
      backend,
      scope: 'app',
      now: () => now,
    })
    await storage.add(await signedSession())
    expect(await storage.get('eip155:1', ADDRESS.toLowerCase())).toHaveLength(1)
    expect(await storage.get('eip155:10', ADDRESS)).toHaveLength(0)
    expect(backend.getItem('foyer:app:siwxSessions')).toContain(ADDRESS)
    now = NOW + 24 * 60 * 60 * 1000
    expect(await storage.get('eip155:1', ADDRESS)).toHaveLength(0)
  })

  it('refuses a bad signature, an expired message, and a namespace without verifier', async () => {
    const storage = localSiwxStorage({
      verifiers: [verifier],
      backend: createMemoryStorage(),
      now: () => NOW,
    })
    await expect(
      storage.add({ ...(await signedSession()), signature: '0xbad' }),
    ).rejects.toMatchObject({ details: 'The signature does not verify' })
    await expect(storage.add(await signedSession(NOW - 2000, 1000))).rejects.toMatchObject({
      details: 'The message is expired',
    })
    const none = localSiwxStorage({ verifiers: [], backend: createMemoryStorage(), now: () => NOW })
    await expect(none.add(await signedSession())).rejects.toThrow('Unsupported chain')
  })

  it('drops a corrupt stored value with a warning instead of throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const backend = createMemoryStorage({ 'foyer:default:siwxSessions': '[{"data":1}]' })
    const storage = localSiwxStorage({ verifiers: [verifier], backend, now: () => NOW })
    expect(await storage.get('eip155:1', ADDRESS)).toEqual([])
    expect(backend.getItem('foyer:default:siwxSessions')).toBeNull()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('revoke forgets the account on that chain', async () => {
    const storage = localSiwxStorage({
      verifiers: [verifier],
      backend: createMemoryStorage(),
      now: () => NOW,
    })
    await storage.add(await signedSession())
    await storage.revoke('eip155:1', ADDRESS)
    expect(await storage.get('eip155:1', ADDRESS)).toEqual([])
  })
})

describe('serverSiwxStorage', () => {
  it('posts /verify, reads /session for the account, posts /signout', async () => {
    const session = await signedSession()
    const calls: string[] = []
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push(`${init?.method} ${String(url)}`)
      if (String(url).endsWith('/signout')) return json({ ok: true })
      return json({ session })
    })
    const storage = serverSiwxStorage({ baseUrl: '/api/siwx/', fetch })
    await storage.add(session)
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      message: session.message,
      signature: '0xgood',
    })
    expect(await storage.get('eip155:1', ADDRESS)).toEqual([session])
    expect(await storage.get('eip155:5', ADDRESS)).toEqual([])
    await storage.revoke('eip155:1', ADDRESS)
    expect(calls).toEqual([
      'POST /api/siwx/verify',
      'GET /api/siwx/session',
      'GET /api/siwx/session',
      'POST /api/siwx/signout',
    ])
  })

  it("a refusal becomes 'HTTP status code: N' with the server's reason", async () => {
    const storage = serverSiwxStorage({
      baseUrl: '/siwx',
      fetch: async () => json({ error: 'nonce already used' }, 401),
    })
    await expect(storage.add(await signedSession())).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 401',
      details: 'nonce already used',
    })
  })

  it('an answer that fails its schema is a clear error', async () => {
    const storage = serverSiwxStorage({
      baseUrl: '/siwx',
      fetch: async () => json({ session: { data: 'x' } }),
    })
    await expect(storage.get('eip155:1', ADDRESS)).rejects.toThrow(/Missing or invalid/)
  })
})

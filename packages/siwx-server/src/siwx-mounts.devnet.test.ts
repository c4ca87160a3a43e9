import http from 'node:http'
import { type AnvilInstance, DEVSTACK_MNEMONIC, startAnvil } from '@foyer/devstack'
import { createSiwx } from '@foyer/siwx'
import Fastify from 'fastify'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siwxFastify } from './fastify.js'
import type { SiwxHandlerOptions } from './siwx-protocol.js'
import { startSiwxServer } from './start-server.js'
import { createSiwxWebHandler } from './web.js'

// The same sign-in, and the same attacks, through each way of mounting the server: the
// Node handler (reference server), the Web-standard handler and the Fastify plugin.

const CHAIN_ID = 31337
const DOMAIN = 'app.test'
const alice = mnemonicToAccount(DEVSTACK_MNEMONIC, { addressIndex: 0 })
const bob = mnemonicToAccount(DEVSTACK_MNEMONIC, { addressIndex: 1 })

interface Call {
  body?: string
  contentType?: string
  cookie?: string
  /** The `Host` header (and, for the Web handler, the URL's host); default the app's. */
  host?: string
}
interface Answer {
  status: number
  body: unknown
  setCookie: string | undefined
  contentType: string | undefined
  cacheControl: string | undefined
}
interface Mount {
  call(method: string, path: string, call?: Call): Promise<Answer>
  close(): Promise<void>
}

let anvil: AnvilInstance
const options = (domain = DOMAIN): SiwxHandlerOptions => ({
  rpcUrls: { [CHAIN_ID]: anvil.rpcUrl },
  domain,
  uriOrigins: [`https://${domain}`],
  chains: [`eip155:${CHAIN_ID}`],
})

function headers(call: Call): Record<string, string> {
  return {
    ...(call.contentType ? { 'content-type': call.contentType } : {}),
    ...(call.cookie ? { cookie: call.cookie } : {}),
  }
}

async function nodeMount(domain?: string): Promise<Mount> {
  const server = await startSiwxServer(options(domain))
  const url = new URL(server.url)
  return {
    call: (method, path, call = {}) =>
      new Promise((resolve, reject) => {
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            path: `/siwx${path}`,
            method,
            headers: { host: call.host ?? DOMAIN, ...headers(call) },
          },
          (res) => {
            let data = ''
            res.on('data', (chunk) => (data += chunk))
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                body: JSON.parse(data),
                setCookie: res.headers['set-cookie']?.[0],
                contentType: res.headers['content-type'],
                cacheControl: res.headers['cache-control'],
              }),
            )
          },
        )
        req.on('error', reject)
        req.end(call.body)
      }),
    close: () => server.close(),
  }
}

async function webMount(domain?: string): Promise<Mount> {
  const handler = createSiwxWebHandler(options(domain))
  return {
    call: async (method, path, call = {}) => {
      const response = await handler(
        new Request(`http://${call.host ?? DOMAIN}/siwx${path}`, {
          method,
          headers: headers(call),
          ...(call.body === undefined ? {} : { body: call.body }),
        }),
      )
      return {
        status: response.status,
        body: await response.json(),
        setCookie: response.headers.get('set-cookie') ?? undefined,
        contentType: response.headers.get('content-type') ?? undefined,
        cacheControl: response.headers.get('cache-control') ?? undefined,
      }
    },
    close: async () => {},
  }
}

async function fastifyMount(domain?: string): Promise<Mount> {
  const app = Fastify()
  await app.register(siwxFastify, options(domain))
  await app.ready()
  return {
    call: async (method, path, call = {}) => {
      const response = await app.inject({
        method: method as 'GET',
        url: `/siwx${path}`,
        headers: { host: call.host ?? DOMAIN, ...headers(call) },
        ...(call.body === undefined ? {} : { payload: call.body }),
      })
      const setCookie = response.headers['set-cookie']
      return {
        status: response.statusCode,
        body: response.json(),
        setCookie: Array.isArray(setCookie) ? setCookie[0] : setCookie,
        contentType: response.headers['content-type'] as string | undefined,
        cacheControl: response.headers['cache-control'] as string | undefined,
      }
    },
    close: () => app.close(),
  }
}

beforeAll(async () => {
  anvil = await startAnvil({
    chainId: CHAIN_ID,
    host: '127.0.0.1',
    port: 0,
    mnemonic: DEVSTACK_MNEMONIC,
    accounts: 2,
    balanceEther: 10,
  })
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

describe.each([
  ['the Node handler', nodeMount],
  ['the Web handler', webMount],
  ['the Fastify plugin', fastifyMount],
])('%s', (_, mount) => {
  let server: Mount
  beforeAll(async () => {
    server = await mount()
  })
  afterAll(() => server?.close())

  /** A signed message with a nonce from `from`, as the browser builds it. */
  async function signed(from = server, domain = DOMAIN, signer = alice) {
    const siwx = createSiwx({
      domain,
      uri: `https://${domain}`,
      nonce: async () => ((await from.call('GET', '/nonce')).body as { nonce: string }).nonce,
    })
    const message = await siwx.createMessage({
      accountAddress: alice.address,
      chainId: `eip155:${CHAIN_ID}`,
    })
    return { text: message.text, signature: await signer.signMessage({ message: message.text }) }
  }

  const verify = (message: { text: string; signature: string }, from = server) =>
    from.call('POST', '/verify', {
      contentType: 'application/json',
      body: JSON.stringify({ message: message.text, signature: message.signature }),
    })
  const session = async (cookie?: string) =>
    (await server.call('GET', '/session', cookie ? { cookie } : {})).body

  it('signs in (nonce → verify → session in an HTTP-only cookie) and out', async () => {
    const nonce = await server.call('GET', '/nonce')
    expect(nonce).toMatchObject({
      status: 200,
      contentType: expect.stringMatching(/^application\/json\b/),
      cacheControl: 'no-store',
    })
    const message = await signed()
    const answer = await verify(message)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      session: { data: { accountAddress: alice.address }, signature: message.signature },
    })
    expect(answer.setCookie).toMatch(
      /^foyer_siwx=[\w-]{43}; HttpOnly; SameSite=Strict; Path=\/; Max-Age=\d+$/,
    )
    const cookie = answer.setCookie!.split(';')[0]!
    expect(await session(cookie)).toMatchObject({
      session: { data: { accountAddress: alice.address, chainId: `eip155:${CHAIN_ID}` } },
    })
    expect(await session()).toEqual({ session: null })
    const out = await server.call('POST', '/signout', { cookie })
    expect([out.status, out.body]).toEqual([200, { ok: true }])
    expect(out.setCookie).toContain('Max-Age=0')
    expect(await session(cookie)).toEqual({ session: null })
  })

  it('refuses a replayed message, a nonce it never issued and a signature by someone else', async () => {
    const message = await signed()
    expect((await verify(message)).status).toBe(200)
    const replay = await verify(message)
    expect([replay.status, replay.body]).toEqual([
      401,
      { error: 'nonce unknown, expired or already used' },
    ])
    const elsewhere = await mount()
    try {
      // A nonce issued by another server (another process) means nothing here.
      const foreign = await verify(await signed(elsewhere))
      expect(foreign.status).toBe(401)
    } finally {
      await elsewhere.close()
    }
    const forged = await verify(await signed(server, DOMAIN, bob))
    expect([forged.status, forged.body]).toEqual([401, { error: 'invalid signature' }])
  })

  it('refuses a message signed for a phishing domain, whatever Host header comes with it', async () => {
    const phishing = await signed()
    const text = phishing.text
      .replace(`${DOMAIN} wants`, 'app-test.example wants')
      .replace(`URI: https://${DOMAIN}`, 'URI: https://app-test.example')
    const answer = await server.call('POST', '/verify', {
      host: 'app-test.example',
      contentType: 'application/json',
      body: JSON.stringify({
        message: text,
        signature: await alice.signMessage({ message: text }),
      }),
    })
    expect([answer.status, answer.body, answer.setCookie]).toEqual([
      401,
      { error: 'domain mismatch' },
      undefined,
    ])
  })

  it('refuses a URI on another origin, another scheme and a chain the app does not offer', async () => {
    const cases: [string, (text: string) => string][] = [
      ['URI not allowed', (t) => t.replace(`URI: https://${DOMAIN}`, 'URI: https://evil.test')],
      ['scheme mismatch', (t) => `http://${t}`],
      ['chain not allowed', (t) => t.replace(`Chain ID: ${CHAIN_ID}`, 'Chain ID: 1')],
    ]
    for (const [error, change] of cases) {
      const text = change((await signed()).text)
      const answer = await verify({ text, signature: await alice.signMessage({ message: text }) })
      expect([answer.status, answer.body]).toEqual([401, { error }])
    }
  })

  it("opens no session for a forged cookie or another app's session cookie", async () => {
    // Another app (another origin, its own sign-in server) signed the user in: its cookie,
    // copied here, names no session of this server.
    const other = await mount('other.test')
    try {
      const theirs = await verify(await signed(other, 'other.test'), other)
      expect(theirs.status).toBe(200)
      const cookie = theirs.setCookie!.split(';')[0]!
      expect(await session(cookie)).toEqual({ session: null })
      expect(await session('foyer_siwx=forged')).toEqual({ session: null })
      // …and signing out here with it does not sign the user out there.
      await server.call('POST', '/signout', { cookie })
      expect((await other.call('GET', '/session', { cookie })).body).toMatchObject({
        session: { data: { accountAddress: alice.address } },
      })
    } finally {
      await other.close()
    }
  })

  it('answers bad requests with 4xx and a reason, never a crash', async () => {
    const json = 'application/json'
    const cases: [number, string, string, Call][] = [
      [400, 'POST', '/verify', { contentType: json, body: '{' }],
      [400, 'POST', '/verify', { contentType: json, body: '{"message":"hello","signature":"0x"}' }],
      [415, 'POST', '/verify', { contentType: 'text/plain', body: '{}' }],
      [413, 'POST', '/verify', { contentType: json, body: `{"message":"${'x'.repeat(40_000)}"}` }],
      [405, 'POST', '/nonce', {}],
      [405, 'GET', '/verify', {}],
      [404, 'GET', '/other', {}],
    ]
    for (const [status, method, path, call] of cases) {
      const answer = await server.call(method, path, call)
      expect([method, path, answer.status]).toEqual([method, path, status])
      expect(answer.body).toEqual({ error: expect.any(String) })
    }
    expect((await server.call('GET', '/nonce')).status).toBe(200)
  })
})

it("the Fastify plugin's body reader stays inside it: the app's JSON routes keep theirs", async () => {
  const app = Fastify()
  app.post('/app/echo', async (request) => ({ got: request.body }))
  await app.register(siwxFastify, options())
  const echo = await app.inject({ method: 'POST', url: '/app/echo', payload: { a: 1 } })
  expect(echo.json()).toEqual({ got: { a: 1 } })
  await app.close()
})

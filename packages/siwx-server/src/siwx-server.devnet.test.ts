import http from 'node:http'
import { type AnvilInstance, DEVSTACK_MNEMONIC, startAnvil } from '@foyer/devstack'
import { createSiwx, parseSiwxMessage, serverNonce } from '@foyer/siwx'
import { SiweMessage } from 'siwe'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningSiwxServer, startSiwxServer } from './start-server.js'

const CHAIN_ID = 31337
const DOMAIN = 'app.test'
const alice = mnemonicToAccount(DEVSTACK_MNEMONIC, { addressIndex: 0 })
const bob = mnemonicToAccount(DEVSTACK_MNEMONIC, { addressIndex: 1 })

let anvil: AnvilInstance
let server: RunningSiwxServer
let base: string

beforeAll(async () => {
  anvil = await startAnvil({
    chainId: CHAIN_ID,
    host: '127.0.0.1',
    port: 0,
    mnemonic: DEVSTACK_MNEMONIC,
    accounts: 2,
    balanceEther: 10,
  })
  server = await startSiwxServer({
    rpcUrls: { [CHAIN_ID]: anvil.rpcUrl },
    domain: DOMAIN,
    uriOrigins: [`https://${DOMAIN}`],
    chains: [
      `eip155:${CHAIN_ID}`,
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    ],
  })
  base = `${server.url}/siwx`
}, 60_000)

afterAll(async () => {
  await server?.close()
  await anvil?.stop()
})

/** A Foyer message with a nonce from the server, as the browser builds it. */
async function foyerMessage(
  options: { now?: number; expiresInMs?: number; address?: string; nonce?: string } = {},
) {
  const siwx = createSiwx({
    domain: DOMAIN,
    uri: `https://${DOMAIN}`,
    statement: 'Sign in to the Foyer demo.',
    nonce: options.nonce ? async () => options.nonce! : serverNonce({ baseUrl: base }),
    ...(options.now === undefined ? {} : { now: () => options.now! }),
    ...(options.expiresInMs === undefined ? {} : { expiresInMs: options.expiresInMs }),
    resources: ['https://app.test/terms'],
    requestId: 'r1',
  })
  return siwx.createMessage({
    accountAddress: options.address ?? alice.address,
    chainId: `eip155:${CHAIN_ID}`,
  })
}

async function post(path: string, body: unknown, cookie?: string) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })
}

async function session(cookie?: string) {
  const response = await fetch(`${base}/session`, cookie ? { headers: { cookie } } : {})
  return ((await response.json()) as { session: unknown }).session
}

describe('Foyer messages and the independent siwe library', () => {
  it('siwe parses a Foyer message into the same fields and verifies its signature', async () => {
    const message = await foyerMessage()
    const signature = await alice.signMessage({ message: message.text })
    const siwe = new SiweMessage(message.text)
    expect(siwe).toMatchObject({
      domain: DOMAIN,
      address: alice.address,
      statement: 'Sign in to the Foyer demo.',
      uri: 'https://app.test',
      version: '1',
      chainId: CHAIN_ID,
      nonce: message.data.nonce,
      issuedAt: message.data.issuedAt,
      expirationTime: message.data.expirationTime,
      requestId: 'r1',
      resources: ['https://app.test/terms'],
    })
    expect(siwe.prepareMessage()).toBe(message.text)
    const result = await siwe.verify({ signature, domain: DOMAIN, nonce: message.data.nonce })
    expect(result.success).toBe(true)
    const forged = await bob.signMessage({ message: message.text })
    await expect(new SiweMessage(message.text).verify({ signature: forged })).rejects.toMatchObject(
      { success: false },
    )
  })

  it("Foyer's parser reads a message siwe wrote", () => {
    const text = new SiweMessage({
      domain: DOMAIN,
      address: alice.address,
      uri: 'https://app.test',
      version: '1',
      chainId: CHAIN_ID,
      nonce: 'abcdefgh12345',
      issuedAt: '2026-11-24T02:00:00.000Z',
    }).prepareMessage()
    expect(parseSiwxMessage(text)).toMatchObject({
      accountAddress: alice.address,
      chainId: 'eip155:31337',
      nonce: 'abcdefgh12345',
    })
  })
})

describe('the reference server', () => {
  it('verifies against the chain, keeps the session in an HTTP-only cookie, signs out', async () => {
    const message = await foyerMessage()
    const signature = await alice.signMessage({ message: message.text })
    const response = await post('/verify', { message: message.text, signature })
    expect(response.status).toBe(200)
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(
      /^foyer_siwx=[\w-]{43}; HttpOnly; SameSite=Strict; Path=\/; Max-Age=86\d{3}$/,
    )
    const cookie = setCookie.split(';')[0]!
    expect(await session(cookie)).toMatchObject({
      data: { accountAddress: alice.address, chainId: 'eip155:31337' },
      signature,
    })
    expect(await session()).toBeNull()
    expect(await session('foyer_siwx=forged')).toBeNull()
    const out = await post('/signout', {}, cookie)
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0')
    expect(await session(cookie)).toBeNull()
  })

  it('refuses a replayed message: its nonce was used', async () => {
    const message = await foyerMessage()
    const signature = await alice.signMessage({ message: message.text })
    expect((await post('/verify', { message: message.text, signature })).status).toBe(200)
    const replay = await post('/verify', { message: message.text, signature })
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({ error: 'nonce unknown, expired or already used' })
  })

  it('refuses an expired message', async () => {
    const message = await foyerMessage({
      now: Date.now() - 2 * 60 * 60 * 1000,
      expiresInMs: 60 * 60 * 1000,
    })
    const signature = await alice.signMessage({ message: message.text })
    const response = await post('/verify', { message: message.text, signature })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'message expired' })
  })

  it("refuses a nonce it never issued, another account's signature, another domain", async () => {
    const made = await foyerMessage({ nonce: 'madeUpNonce123' })
    const r1 = await post('/verify', {
      message: made.text,
      signature: await alice.signMessage({ message: made.text }),
    })
    expect([r1.status, await r1.json()]).toEqual([
      401,
      { error: 'nonce unknown, expired or already used' },
    ])

    const message = await foyerMessage()
    const r2 = await post('/verify', {
      message: message.text,
      signature: await bob.signMessage({ message: message.text }),
    })
    expect([r2.status, await r2.json()]).toEqual([401, { error: 'invalid signature' }])

    const other = await foyerMessage()
    const text = other.text.replace(`${DOMAIN} wants`, 'evil.test wants')
    const r3 = await post('/verify', {
      message: text,
      signature: await alice.signMessage({ message: text }),
    })
    expect([r3.status, await r3.json()]).toEqual([401, { error: 'domain mismatch' }])
  })

  it('refuses a message signed for a phishing domain, whatever Host header comes with it', async () => {
    // The attacker's site asked the user to sign a message naming its own domain, then replays
    // it here with a Host header naming that domain: the configured domain alone decides.
    const phishing = await foyerMessage()
    const text = phishing.text
      .replace(`${DOMAIN} wants`, 'app-test.example wants')
      .replace(`URI: https://${DOMAIN}`, 'URI: https://app-test.example')
    const body = JSON.stringify({
      message: text,
      signature: await alice.signMessage({ message: text }),
    })
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`${base}/verify`)
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { host: 'app-test.example', 'content-type': 'application/json' },
        },
        (res) => {
          let data = ''
          res.on('data', (chunk) => (data += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }))
        },
      )
      req.on('error', reject)
      req.end(body)
    })
    expect(answer).toEqual({ status: 401, body: JSON.stringify({ error: 'domain mismatch' }) })
  })

  it('refuses an Ethereum address not in its EIP-55 form, as EIP-4361 requires', async () => {
    for (const change of [
      (t: string) => t.replace(alice.address, alice.address.toLowerCase()),
      (t: string) =>
        t.replace(
          alice.address,
          `0x${alice.address.slice(2, 12).toUpperCase()}${alice.address.slice(12)}`,
        ),
    ]) {
      const text = change((await foyerMessage()).text)
      const response = await post('/verify', {
        message: text,
        signature: await alice.signMessage({ message: text }),
      })
      expect([response.status, await response.json()]).toEqual([
        400,
        { error: 'Invalid sign-in message: the address is not an EIP-55 checksummed address' },
      ])
    }
  })

  it('refuses a URI on another origin, another scheme and a chain the app does not offer', async () => {
    const cases: [string, (text: string) => string][] = [
      ['URI not allowed', (t) => t.replace(`URI: https://${DOMAIN}`, 'URI: https://evil.test')],
      ['scheme mismatch', (t) => `http://${t}`],
      ['chain not allowed', (t) => t.replace(`Chain ID: ${CHAIN_ID}`, 'Chain ID: 1')],
    ]
    for (const [error, change] of cases) {
      const text = change((await foyerMessage()).text)
      const response = await post('/verify', {
        message: text,
        signature: await alice.signMessage({ message: text }),
      })
      expect([response.status, await response.json()]).toEqual([401, { error }])
    }
  })

  it('answers bad requests with 4xx and a reason, never a crash', async () => {
    const notJson = await fetch(`${base}/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    })
    expect(notJson.status).toBe(400)
    expect((await post('/verify', { message: 'hello', signature: '0x' })).status).toBe(400)
    const wrongType = await fetch(`${base}/verify`, { method: 'POST', body: '{}' })
    expect(wrongType.status).toBe(415)
    const huge = await post('/verify', { message: 'x'.repeat(40_000), signature: '0x' })
    expect(huge.status).toBe(413)
    expect((await fetch(`${base}/nonce`, { method: 'POST' })).status).toBe(405)
    expect((await fetch(`${base}/other`)).status).toBe(404)
    // still serving
    expect((await fetch(`${base}/nonce`)).status).toBe(200)
  })
})

describe('Solana sign-in', () => {
  it('verifies an ed25519-signed Solana message and keeps its session', async () => {
    const { ed25519 } = await import('@noble/curves/ed25519')
    const { base58 } = await import('@scure/base')
    const secret = ed25519.utils.randomPrivateKey()
    const address = base58.encode(ed25519.getPublicKey(secret))
    const siwx = createSiwx({
      domain: DOMAIN,
      uri: `https://${DOMAIN}`,
      nonce: serverNonce({ baseUrl: base }),
    })
    const message = await siwx.createMessage({
      accountAddress: address,
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    })
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message.text), secret))
    const response = await post('/verify', { message: message.text, signature })
    expect(response.status).toBe(200)
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!
    expect(await session(cookie)).toMatchObject({ data: { accountAddress: address } })
    const forged = await siwx.createMessage({
      accountAddress: address,
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    })
    const bad = await post('/verify', { message: forged.text, signature })
    expect([bad.status, await bad.json()]).toEqual([401, { error: 'invalid signature' }])
  })
})

describe('Bitcoin sign-in', () => {
  it.each([
    ['BIP-322, P2WPKH', 'payment', 'bip322'],
    ['BIP-322, P2TR', 'ordinals', 'bip322'],
    ['legacy ECDSA, P2WPKH', 'payment', 'ecdsa'],
  ] as const)(
    'verifies a %s signed message and keeps its session',
    async (_, purpose, protocol) => {
      const wallet = await import('@foyer/test-wallet/bitcoin')
      const key = wallet.deriveBitcoinTestAccount(DEVSTACK_MNEMONIC, 0)[purpose]
      const sign = protocol === 'bip322' ? wallet.signBip322 : wallet.signEcdsaMessage
      const siwx = createSiwx({
        domain: DOMAIN,
        uri: `https://${DOMAIN}`,
        nonce: serverNonce({ baseUrl: base }),
      })
      const chainId = wallet.BITCOIN_REGTEST_CAIP_NETWORK_ID
      const message = await siwx.createMessage({ accountAddress: key.address, chainId })
      const signature = sign(key, message.text)
      const response = await post('/verify', { message: message.text, signature })
      expect(response.status).toBe(200)
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!
      expect(await session(cookie)).toMatchObject({
        data: { accountAddress: key.address, chainId },
      })
      // The same signature over a fresh message (another nonce) is refused.
      const other = await siwx.createMessage({ accountAddress: key.address, chainId })
      const bad = await post('/verify', { message: other.text, signature })
      expect([bad.status, await bad.json()]).toEqual([401, { error: 'invalid signature' }])
    },
  )
})

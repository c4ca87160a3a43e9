import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLOSE_CODE, type RelayServer, startRelay } from './index.js'
import { RawRelayClient, randomTopic, signAuth } from './test-utils/raw-client.js'

describe('connection auth (the auth query parameter)', () => {
  let relay: RelayServer

  beforeAll(async () => {
    relay = await startRelay()
  })
  afterAll(() => relay.close())

  async function closeFor(query: string) {
    const client = await RawRelayClient.connect(relay.url, query)
    return client.closed
  }

  it('accepts a valid token and ignores projectId, ua and other client parameters', async () => {
    const auth = await signAuth(relay.url)
    const client = await RawRelayClient.connect(
      relay.url,
      `auth=${auth}&projectId=anything&ua=wc-2%2Fjs-2.25.0&useOnCloseEvent=true`,
    )
    expect((await client.request('irn_subscribe', { topic: randomTopic() })).result).toEqual(
      expect.any(String),
    )
    await client.close()
  })

  it('closes with 3000 when the token is missing', async () => {
    expect(await closeFor('projectId=x')).toEqual({
      code: CLOSE_CODE.unauthorized,
      reason: 'Unauthorized: missing auth token',
    })
  })

  it('closes with 3000 when the token has expired', async () => {
    const issuedAt = Math.floor(Date.now() / 1000) - 7200
    const expired = await signAuth(relay.url, generateKeyPair(), 3600, issuedAt)
    expect(await closeFor(`auth=${expired}`)).toEqual({
      code: CLOSE_CODE.unauthorized,
      reason: 'Unauthorized: JWT has expired',
    })
  })

  it('closes with 3000 when the token is issued in the future', async () => {
    const issuedAt = Math.floor(Date.now() / 1000) + 3600
    const early = await signAuth(relay.url, generateKeyPair(), 3600, issuedAt)
    expect((await closeFor(`auth=${early}`)).reason).toBe('Unauthorized: JWT is not yet valid')
  })

  it('closes with 3000 when the signature is not the issuer key’s', async () => {
    const issuer = generateKeyPair()
    const genuine = await signJWT('sub', relay.url, 3600, issuer)
    const other = await signJWT('sub', relay.url, 3600, generateKeyPair())
    const [header, payload] = genuine.split('.')
    const forged = [header, payload, other.split('.')[2]].join('.')
    expect(await closeFor(`auth=${forged}`)).toEqual({
      code: CLOSE_CODE.unauthorized,
      reason: 'Unauthorized: invalid JWT signature',
    })
  })

  it('closes with 3000 for a token too long to be one', async () => {
    expect((await closeFor(`auth=${'a'.repeat(5000)}`)).reason).toBe(
      'Unauthorized: auth token is too long',
    )
  })

  it('closes with 3000 for garbage', async () => {
    const closed = await closeFor('auth=not.a.jwt')
    expect(closed.code).toBe(CLOSE_CODE.unauthorized)
    expect(closed.reason).toMatch(/^Unauthorized: malformed JWT/)
  })
})

describe('auth options', () => {
  it('allows anonymous connections with requireAuth: false, still checking sent tokens', async () => {
    const relay = await startRelay({ requireAuth: false })
    const anonymous = await RawRelayClient.connect(relay.url, 'projectId=x')
    expect((await anonymous.request('irn_subscribe', { topic: randomTopic() })).result).toEqual(
      expect.any(String),
    )
    const bad = await RawRelayClient.connect(relay.url, 'auth=garbage')
    expect((await bad.closed).code).toBe(CLOSE_CODE.unauthorized)
    await anonymous.close()
    await relay.close()
  })

  it('checks the audience when one is configured', async () => {
    const relay = await startRelay({ audience: 'wss://relay.example.test/' })
    const wrong = await RawRelayClient.connect(relay.url, `auth=${await signAuth(relay.url)}`)
    expect(await wrong.closed).toEqual({
      code: CLOSE_CODE.unauthorized,
      reason: 'Unauthorized: JWT audience does not match this relay',
    })
    const right = await RawRelayClient.connect(
      relay.url,
      `auth=${await signAuth('wss://relay.example.test')}`,
    )
    expect((await right.request('irn_subscribe', { topic: randomTopic() })).result).toEqual(
      expect.any(String),
    )
    await right.close()
    await relay.close()
  })
})

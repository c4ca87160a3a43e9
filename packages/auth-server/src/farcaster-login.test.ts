import {
  createAppClient,
  createWalletClient as createFarcasterClient,
} from '@farcaster/auth-client'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type FakeIdRegistryRpc,
  startFakeIdRegistryRpc,
} from './test-utils/fake-id-registry-rpc.js'
import {
  errorMessage,
  FRAME_ORIGIN,
  type Harness,
  HOST_ORIGIN,
  PROJECT_ID,
  type Session,
  startHarness,
} from './test-utils/harness.js'
import { TestProofKey } from './test-utils/proof-key.js'

const CLIENT_URL = 'http://127.0.0.1:2/farcaster'
const RELAY_KEY = 'relay-key-for-the-tests'
const DOMAIN = new URL(HOST_ORIGIN).host
const custody = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
const FID = 42

describe('Sign In With Farcaster: the relay channel API', () => {
  let h: Harness
  let rpc: FakeIdRegistryRpc
  beforeAll(async () => {
    rpc = await startFakeIdRegistryRpc()
    rpc.register(FID, custody.address)
    h = await startHarness({
      farcaster: {
        clientUrl: CLIENT_URL,
        rpcUrl: rpc.url,
        idRegistryAddress: rpc.registry,
        relayKey: RELAY_KEY,
      },
    })
  })
  afterAll(async () => {
    await h?.stop()
    await rpc?.stop()
  })

  const relay = () => h.server.url
  /** The Farcaster client's side: builds and signs the message for the channel. */
  async function signIn(nonce: string, signer = custody, fid = FID, domain = DOMAIN) {
    const client = createFarcasterClient({
      relay: relay(),
      ethereum: {
        getFid: async () => 0n,
        isValidAuthAddress: async () => false,
        publicClient: undefined as never,
      },
    })
    const built = client.buildSignInMessage({
      address: signer.address,
      fid,
      uri: HOST_ORIGIN,
      domain,
      nonce,
    })
    if (built.isError) throw built.error
    return {
      message: built.message,
      signature: await signer.signMessage({ message: built.message }),
    }
  }

  async function createChannel() {
    const answer = await h.call<{ channelToken: string; url: string; nonce: string }>(
      'POST',
      '/v1/channel',
      { body: { siweUri: HOST_ORIGIN, domain: DOMAIN } },
    )
    expect(answer.status).toBe(201)
    return answer.body
  }

  const authenticate = (channelToken: string, body: unknown, relayKey = RELAY_KEY) =>
    fetch(`${relay()}/v1/channel/authenticate`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${channelToken}`,
        'content-type': 'application/json',
        'x-farcaster-auth-relay-key': relayKey,
        // The Farcaster client page is on another origin.
        origin: 'http://127.0.0.1:3',
      },
      body: JSON.stringify(body),
    })

  it('runs the whole flow through @farcaster/auth-client and opens a session for the FID', async () => {
    const app = createAppClient({
      relay: relay(),
      ethereum: {
        getFid: async () => 0n,
        isValidAuthAddress: async () => false,
        publicClient: undefined as never,
      },
    })
    // The frame opens the channel (with its DPoP proof); the app client reads its status.
    const { channelToken, url, nonce } = await createChannel()
    expect(url.startsWith(`${CLIENT_URL}?`)).toBe(true)
    expect(new URL(url).searchParams.get('channelToken')).toBe(channelToken)
    const pending = await app.status({ channelToken })
    expect(pending.response.status).toBe(202)
    expect(pending.data.state).toBe('pending')

    const wallet = createFarcasterClient({
      relay: relay(),
      ethereum: {
        getFid: async () => 0n,
        isValidAuthAddress: async () => false,
        publicClient: undefined as never,
      },
    })
    const signed = await signIn(nonce)
    const done = await wallet.authenticate({
      channelToken,
      authKey: RELAY_KEY,
      ...signed,
      fid: FID,
      username: 'alice',
    })
    expect(done.isError).toBe(false)
    expect(done.response.status).toBe(201)
    const status = await app.status({ channelToken })
    expect(status.response.status).toBe(200)
    expect(status.data).toMatchObject({ state: 'completed', fid: FID, username: 'alice' })
    expect(status.data.custody?.toLowerCase()).toBe(custody.address.toLowerCase())

    const session = await h.call<Session>('POST', '/v1/farcaster/session', {
      body: { projectId: PROJECT_ID, hostOrigin: HOST_ORIGIN, channelToken },
    })
    expect(session.status).toBe(200)
    expect(session.body.user).toMatchObject({
      username: 'alice',
      socialProvider: 'farcaster',
      email: null,
    })
    // Single use: the channel is gone.
    const again = await h.call('POST', '/v1/farcaster/session', {
      body: { projectId: PROJECT_ID, hostOrigin: HOST_ORIGIN, channelToken },
    })
    expect(again).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request', message: 'Channel expired, start again' } },
    })

    // The same FID signs in again: the same user.
    const second = await createChannel()
    expect(
      (await authenticate(second.channelToken, { ...(await signIn(second.nonce)), fid: FID }))
        .status,
    ).toBe(201)
    const secondSession = await h.call<Session>('POST', '/v1/farcaster/session', {
      body: { projectId: PROJECT_ID, hostOrigin: HOST_ORIGIN, channelToken: second.channelToken },
    })
    expect(secondSession.body.user.id).toBe(session.body.user.id)
  })

  it('gives an approved channel only to the frame key that opened it (DPoP)', async () => {
    const attacker = await TestProofKey.create()
    const { channelToken, nonce } = await createChannel()
    expect((await authenticate(channelToken, { ...(await signIn(nonce)), fid: FID })).status).toBe(
      201,
    )
    const body = { projectId: PROJECT_ID, hostOrigin: HOST_ORIGIN, channelToken }
    // The channel token leaked to the host page: without the frame's key it opens nothing.
    expect(await h.call('POST', '/v1/farcaster/session', { body, key: null })).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Missing DPoP proof' } },
    })
    expect(await h.call('POST', '/v1/farcaster/session', { body, key: attacker })).toMatchObject({
      status: 401,
      body: {
        error: {
          code: 'unauthorized',
          message: 'Invalid DPoP proof: not the key this login was started with',
        },
      },
    })
    // Nothing was consumed: the frame still gets its session.
    const session = await h.call<Session>('POST', '/v1/farcaster/session', { body })
    expect(session.status).toBe(200)
    expect(session.body.user.socialProvider).toBe('farcaster')
    // Only the frame opens channels (the relay's status and authenticate stay as they are).
    expect(
      (
        await h.call('POST', '/v1/channel', {
          body: { siweUri: HOST_ORIGIN, domain: DOMAIN },
          key: null,
        })
      ).status,
    ).toBe(401)
  })

  it('answers bad input with 400 and the field at fault', async () => {
    const noDomain = await h.call('POST', '/v1/channel', { body: { siweUri: HOST_ORIGIN } })
    expect(noDomain.status).toBe(400)
    expect(errorMessage(noDomain.body)).toMatch(/^Invalid request: domain: /)
    const badUri = await h.call('POST', '/v1/channel', {
      body: { siweUri: 'javascript:x', domain: DOMAIN },
    })
    expect(badUri.status).toBe(400)
    expect(errorMessage(badUri.body)).toMatch(/^Invalid request: siweUri: /)
    const notJson = await fetch(`${relay()}/v1/channel`, {
      method: 'POST',
      body: '{',
      headers: { origin: FRAME_ORIGIN },
    })
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({
      error: { code: 'invalid_request', message: 'Request body must be JSON' },
    })

    const { channelToken } = await createChannel()
    const badSignature = await authenticate(channelToken, {
      message: 'x',
      signature: '0x1234',
      fid: FID,
    })
    expect(badSignature.status).toBe(400)
    expect((await badSignature.json()).error.message).toMatch(/^Invalid request: signature: /)
    const noFid = await authenticate(channelToken, {
      message: 'x',
      signature: `0x${'11'.repeat(65)}`,
    })
    expect(noFid.status).toBe(400)
    expect((await noFid.json()).error.message).toMatch(/^Invalid request: fid: /)
    const noSession = await h.call('POST', '/v1/farcaster/session', {
      body: { projectId: PROJECT_ID, hostOrigin: HOST_ORIGIN },
    })
    expect(noSession.status).toBe(400)
    expect(errorMessage(noSession.body)).toMatch(/^Invalid request: channelToken: /)
    // Status without a token, or with an unknown one.
    expect((await h.call('GET', '/v1/channel/status')).status).toBe(401)
    expect(await h.call('GET', '/v1/channel/status', { bearer: 'nope' })).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Channel expired, start again' } },
    })
  })

  it('rejects a signature by a key that does not own the FID, and a wrong relay key', async () => {
    const { channelToken, nonce } = await createChannel()
    const forged = await authenticate(channelToken, {
      ...(await signIn(nonce, stranger)),
      fid: FID,
    })
    expect(forged.status).toBe(401)
    expect(errorMessage(await forged.json())).toMatch(/^Farcaster signature rejected: /)
    // A message for another nonce (a replay from another channel).
    const replay = await authenticate(channelToken, {
      ...(await signIn('othernonce123')),
      fid: FID,
    })
    expect(replay.status).toBe(401)
    expect(errorMessage(await replay.json())).toBe('Farcaster signature rejected: Invalid nonce')
    const noKey = await authenticate(
      channelToken,
      { ...(await signIn(nonce)), fid: FID },
      'wrong-relay-key-here',
    )
    expect(noKey.status).toBe(401)
    // Nothing was completed: the channel still waits.
    expect((await h.call('GET', '/v1/channel/status', { bearer: channelToken })).status).toBe(202)
    // And it cannot be exchanged for a session.
    const early = await h.call('POST', '/v1/farcaster/session', {
      body: { projectId: PROJECT_ID, hostOrigin: HOST_ORIGIN, channelToken },
    })
    expect(early).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict', message: 'The Farcaster sign-in is not approved yet' } },
    })
  })

  it('expires a channel after 10 minutes', async () => {
    const { channelToken, nonce } = await createChannel()
    h.clock.advance(10 * 60_000 + 1)
    expect(await h.call('GET', '/v1/channel/status', { bearer: channelToken })).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Channel expired, start again' } },
    })
    const late = await authenticate(channelToken, { ...(await signIn(nonce)), fid: FID })
    expect(late.status).toBe(401)
  })

  it('binds the session to the host page the message names, and to an allowed project', async () => {
    const { channelToken, nonce } = await createChannel()
    expect((await authenticate(channelToken, { ...(await signIn(nonce)), fid: FID })).status).toBe(
      201,
    )
    const otherHost = await h.call('POST', '/v1/farcaster/session', {
      body: { projectId: 'bare', hostOrigin: HOST_ORIGIN.replace('app.', 'evil.'), channelToken },
    })
    expect(otherHost).toMatchObject({
      status: 403,
      body: { error: { code: 'invalid_app_configuration', message: 'Invalid App Configuration' } },
    })
    const third = await h.call('POST', '/v1/channel', {
      body: { siweUri: 'https://elsewhere.example', domain: 'elsewhere.example' },
    })
    const signed = await signIn(third.body.nonce as string, custody, FID, 'elsewhere.example')
    expect(
      (await authenticate(third.body.channelToken as string, { ...signed, fid: FID })).status,
    ).toBe(201)
    const mismatch = await h.call('POST', '/v1/farcaster/session', {
      body: {
        projectId: PROJECT_ID,
        hostOrigin: HOST_ORIGIN,
        channelToken: third.body.channelToken,
      },
    })
    expect(mismatch).toMatchObject({
      status: 403,
      body: {
        error: { code: 'forbidden', message: 'The Farcaster sign-in was made for another site' },
      },
    })
  })
})

describe('Sign In With Farcaster when not configured', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(async () => h?.stop())
  it('answers 400 naming it', async () => {
    expect(
      await h.call('POST', '/v1/channel', { body: { siweUri: HOST_ORIGIN, domain: DOMAIN } }),
    ).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request', message: 'Farcaster login is not configured' } },
    })
  })
})

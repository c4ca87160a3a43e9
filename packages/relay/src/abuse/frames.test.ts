import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CLOSE_CODE,
  type RelayLimits,
  type RelayServer,
  RPC_ERROR_CODE,
  startRelay,
} from '../index.js'
import { RawRelayClient, randomTopic } from '../test-utils/raw-client.js'

let relay: RelayServer | undefined
const clients: RawRelayClient[] = []

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay?.close()
  relay = undefined
})

async function connect(limits: Partial<RelayLimits>) {
  relay ??= await startRelay({ limits })
  const client = await RawRelayClient.connectAuthenticated(relay.url)
  clients.push(client)
  return client
}

async function nextFrame(client: RawRelayClient) {
  const before = client.frames.length
  await vi.waitFor(() => expect(client.frames.length).toBeGreaterThan(before))
  return client.frames[before] as { id: unknown; error: { code: number; message: string } }
}

describe('frame guards', () => {
  it('refuses a 2 MB deeply nested frame before parsing it, quickly, and keeps the connection', async () => {
    // A read rate above the frame, so that the next request is not held by the read throttle.
    const client = await connect({ readBytesPerSecondPerConnection: 4 * 1024 * 1024 })
    const depth = 1_000_000
    const answer = nextFrame(client)
    client.send(`${'['.repeat(depth)}${']'.repeat(depth)}`)
    expect(await answer).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: {
        code: RPC_ERROR_CODE.invalidRequest,
        message: 'Invalid request: JSON nested deeper than 16 levels',
      },
    })
    expect((await client.request('irn_subscribe', { topic: randomTopic() })).result).toBeTypeOf(
      'string',
    )
  })

  it('ignores brackets inside strings when measuring depth', async () => {
    const client = await connect({ maxJsonDepth: 4 })
    const topic = randomTopic()
    const answer = await client.request('irn_publish', { topic, message: '[[[[[[{{{{', ttl: 60 })
    expect(answer.result).toBe(true)
  })

  it('closes the socket with 1009 for a frame over maxFrameBytes', async () => {
    const client = await connect({ maxFrameBytes: 1024 })
    client.send('x'.repeat(2048))
    expect((await client.closed).code).toBe(CLOSE_CODE.messageTooBig)
  })

  it('refuses frames beyond the per-connection rate with -32005', async () => {
    const client = await connect({ frameRatePerConnection: 1, frameBurstPerConnection: 3 })
    for (let index = 0; index < 4; index++) client.send('{}')
    await vi.waitFor(() => expect(client.frames).toHaveLength(4))
    expect(client.frames.at(-1)).toMatchObject({
      id: null,
      error: {
        code: RPC_ERROR_CODE.limitExceeded,
        message: 'Rate limit exceeded: too many frames, slow down',
      },
    })
  })
})

describe('auth token lifetime', () => {
  it('refuses a JWT whose lifetime exceeds maxJwtLifetimeSeconds with 3000', async () => {
    relay = await startRelay({ limits: { maxJwtLifetimeSeconds: 3600 } })
    const longLived = await signJWT('sub', relay.url, 7200, generateKeyPair())
    const client = await RawRelayClient.connect(relay.url, `auth=${longLived}`)
    expect(await client.closed).toEqual({
      code: CLOSE_CODE.unauthorized,
      reason: 'Unauthorized: JWT lifetime exceeds 3600 seconds',
    })
    const fine = await signJWT('sub', relay.url, 3600, generateKeyPair())
    const accepted = await RawRelayClient.connect(relay.url, `auth=${fine}`)
    clients.push(accepted)
    expect((await accepted.request('irn_subscribe', { topic: randomTopic() })).result).toBeTypeOf(
      'string',
    )
  })
})

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RelayServer, RPC_ERROR_CODE, startRelay } from './index.js'
import { RawRelayClient, randomTopic } from './test-utils/raw-client.js'

let relay: RelayServer
let client: RawRelayClient

beforeAll(async () => {
  relay = await startRelay({
    limits: { maxMessageBytes: 64, maxSubscriptionsPerConnection: 2, maxBatchSize: 2 },
  })
})
afterEach(() => client.close())
afterAll(() => relay.close())

async function errorFor(text: string) {
  const before = client.frames.length
  client.send(text)
  await vi.waitFor(() => expect(client.frames.length).toBe(before + 1))
  return client.frames[before] as { id: unknown; error: { code: number; message: string } }
}

describe('bad frames get a JSON-RPC error and the connection keeps working', () => {
  it.each([
    ['not JSON', '{"id":1,', null, RPC_ERROR_CODE.parseError],
    ['a batch array', '[{"id":1,"jsonrpc":"2.0","method":"irn_subscribe"}]', null, -32600],
    ['a bare number', '42', null, RPC_ERROR_CODE.invalidRequest],
    ['no jsonrpc version', '{"id":"a","method":"irn_subscribe"}', 'a', -32600],
    ['no id', '{"jsonrpc":"2.0","method":"irn_subscribe","params":{}}', null, -32600],
    ['neither request nor response', '{"jsonrpc":"2.0","id":"b"}', 'b', -32600],
    ['an unknown method', '{"jsonrpc":"2.0","id":"c","method":"irn_teleport"}', 'c', -32601],
    [
      'a waku method',
      '{"jsonrpc":"2.0","id":"d","method":"waku_subscribe","params":{}}',
      'd',
      -32601,
    ],
  ])('%s', async (_name, text, id, code) => {
    client = await RawRelayClient.connectAuthenticated(relay.url)
    const answer = await errorFor(text)
    expect(answer.id).toBe(id)
    expect(answer.error.code).toBe(code)
    const topic = randomTopic()
    expect((await client.request('irn_subscribe', { topic })).result).toEqual(expect.any(String))
  })

  it('echoes a 64-bit integer id exactly, as Kotlin and Swift clients send them', async () => {
    client = await RawRelayClient.connectAuthenticated(relay.url)
    const answered = new Promise<string>((resolve) => {
      client.socket.once('message', (data) => resolve(String(data)))
    })
    client.send(
      `{"id":17491234567891234567,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${randomTopic()}"}}`,
    )
    expect(await answered).toMatch(/^\{"id":17491234567891234567,"jsonrpc":"2.0","result":"/)
  })
})

describe('invalid params get -32602 naming the field', () => {
  it.each([
    ['irn_subscribe', { topic: 'not-hex' }, 'topic'],
    ['irn_subscribe', { topic: randomTopic().toUpperCase() }, 'topic'],
    ['irn_subscribe', undefined, 'value'],
    ['irn_publish', { topic: randomTopic(), message: '', ttl: 60 }, 'message'],
    ['irn_publish', { topic: randomTopic(), message: 'x'.repeat(65), ttl: 60 }, 'at most 64 bytes'],
    ['irn_publish', { topic: randomTopic(), message: 'ok', ttl: -1 }, 'ttl'],
    ['irn_publish', { topic: randomTopic(), message: 'ok', ttl: 60, tag: 'x' }, 'tag'],
    ['irn_batchSubscribe', { topics: [] }, 'topics'],
    ['irn_batchSubscribe', { topics: [randomTopic(), randomTopic(), randomTopic()] }, 'topics'],
    ['irn_batchFetchMessages', { topics: 'nope' }, 'topics'],
    ['wc_proposeSession', { pairingTopic: randomTopic() }, 'sessionProposal'],
  ])('%s %j', async (method, params, mentioned) => {
    client = await RawRelayClient.connectAuthenticated(relay.url)
    const answer = await client.request(method, params)
    expect(answer.error?.code).toBe(RPC_ERROR_CODE.invalidParams)
    expect(answer.error?.message).toContain(mentioned)
  })
})

describe('limits', () => {
  it('refuses subscriptions beyond maxSubscriptionsPerConnection with -32005, all or nothing', async () => {
    client = await RawRelayClient.connectAuthenticated(relay.url)
    const [a, b, c] = [randomTopic(), randomTopic(), randomTopic()]
    await client.request('irn_subscribe', { topic: a })
    const refused = await client.request('irn_batchSubscribe', { topics: [b, c] })
    expect(refused.error?.code).toBe(RPC_ERROR_CODE.limitExceeded)
    expect((await client.request('irn_subscribe', { topic: b })).result).toEqual(expect.any(String))
    expect((await client.request('irn_subscribe', { topic: a })).result).toEqual(expect.any(String))
  })

  it('closes a frame larger than the WebSocket payload bound with 1009', async () => {
    client = await RawRelayClient.connectAuthenticated(relay.url)
    client.send(`{"pad":"${'x'.repeat(70_000)}"}`)
    expect((await client.closed).code).toBe(1009)
  })
})

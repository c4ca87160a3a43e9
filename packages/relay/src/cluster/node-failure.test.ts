import {
  type RedisServerProcess,
  redisUnavailableReason,
  startRedisServer,
} from '@foyer/service-kit/testing'
import { generateKeyPair } from '@walletconnect/relay-auth'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { RawRelayClient, randomTopic } from '../test-utils/raw-client.js'
import { type RelayProcess, startRelayProcess } from '../test-utils/relay-process.js'

const skipReason = redisUnavailableReason()
if (skipReason) console.warn(skipReason)

/** Publishes `count` messages without waiting; resolves with those the relay acknowledged. */
async function publishMany(client: RawRelayClient, topic: string, prefix: string, count: number) {
  const answers = Array.from({ length: count }, (_, index) =>
    client
      .request('irn_publish', { topic, message: `${prefix}${index}`, ttl: 300 })
      .then((answer) => (answer.result === true ? `${prefix}${index}` : undefined))
      .catch(() => undefined),
  )
  return (await Promise.all(answers)).filter((message): message is string => message !== undefined)
}

/**
 * Publishes `count` messages, `concurrency` at a time, until done or the connection dies;
 * `acknowledged` grows as the relay answers `true`.
 */
function publishStream(client: RawRelayClient, topic: string, prefix: string, count: number) {
  const acknowledged: string[] = []
  let next = 0
  const worker = async () => {
    while (next < count) {
      const message = `${prefix}${next++}`
      const answer = await client
        .request('irn_publish', { topic, message, ttl: 300 })
        .catch(() => undefined)
      if (!answer) return
      if (answer.result === true) acknowledged.push(message)
    }
  }
  const done = Promise.all(Array.from({ length: 4 }, worker))
  return { acknowledged, done }
}

function messagesOf(client: RawRelayClient): string[] {
  return client.deliveries.map((delivery) => delivery.params.data.message)
}

describe.skipIf(skipReason !== undefined)('a relay node dies (SIGKILL) mid-exchange', () => {
  let redis: RedisServerProcess
  let nodeA: RelayProcess
  let nodeB: RelayProcess

  beforeAll(async () => {
    redis = await startRedisServer()
    const flags = ['--redis-url', redis.url, '--allow-anonymous']
    for (const limit of ['per-client', 'per-ip']) {
      flags.push(`--publish-rate-${limit}`, '100000', `--publish-burst-${limit}`, '100000')
    }
    flags.push('--frame-rate-per-connection', '100000', '--frame-burst-per-connection', '100000')
    ;[nodeA, nodeB] = await Promise.all([startRelayProcess(flags), startRelayProcess(flags)])
  }, 60_000)

  afterAll(async () => {
    await nodeA?.stop()
    await nodeB?.stop()
    await redis?.stop()
  })

  it('loses no acknowledged message: node B delivers them once the wallet reconnects there', async () => {
    const walletKey = generateKeyPair()
    const toWallet = randomTopic()
    const toDapp = randomTopic()
    const wallet = await RawRelayClient.connectAuthenticated(nodeA.url, walletKey)
    const dapp = await RawRelayClient.connectAuthenticated(nodeB.url)
    await wallet.request('irn_subscribe', { topic: toWallet })
    await dapp.request('irn_subscribe', { topic: toDapp })

    // The exchange runs: the dapp's first messages reach the wallet through node A.
    const before = await publishMany(dapp, toWallet, 'd', 20)
    expect(before).toHaveLength(20)
    await vi.waitFor(() => expect(messagesOf(wallet)).toHaveLength(20))

    // The wallet publishes a stream; node A is killed while answers are coming in.
    const stream = publishStream(wallet, toDapp, 'w', 2_000)
    await vi.waitFor(() => expect(stream.acknowledged.length).toBeGreaterThanOrEqual(50), {
      interval: 1,
      timeout: 10_000,
    })
    await nodeA.stop()
    await stream.done
    const walletAcknowledged = [...stream.acknowledged]
    expect(walletAcknowledged.length).toBeLessThan(2_000)
    expect((await wallet.closed).code).toBe(1006)

    // Everything node A acknowledged to the wallet reaches the dapp on node B.
    await vi.waitFor(() =>
      expect(messagesOf(dapp)).toEqual(expect.arrayContaining(walletAcknowledged)),
    )

    // The dapp keeps publishing while the wallet is away; the wallet reconnects to node B.
    const after = await publishMany(dapp, toWallet, 'e', 20)
    expect(after).toHaveLength(20)
    const back = await RawRelayClient.connectAuthenticated(nodeB.url, walletKey)
    await back.request('irn_subscribe', { topic: toWallet })
    await vi.waitFor(() => expect(messagesOf(back)).toEqual(expect.arrayContaining(after)))
    // What the wallet had acknowledged on node A is not sent again by node B.
    expect(messagesOf(back).filter((message) => before.includes(message))).toEqual([])
    await back.close()
    await dapp.close()
  }, 60_000)
})

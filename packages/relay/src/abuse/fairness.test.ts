import { generateKeyPair } from '@walletconnect/relay-auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CLOSE_CODE,
  type RelayLimits,
  type RelayServer,
  RPC_ERROR_CODE,
  startRelay,
} from '../index.js'
import { measurePair } from '../test-utils/pair-latency.js'
import { RawRelayClient, randomTopic } from '../test-utils/raw-client.js'

let relay: RelayServer | undefined
const clients: RawRelayClient[] = []

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay?.close()
  relay = undefined
})

async function start(limits: Partial<RelayLimits>) {
  relay = await startRelay({ limits })
  return relay
}

async function connect(url: string, keyPair = generateKeyPair()) {
  const client = await RawRelayClient.connectAuthenticated(url, keyPair)
  clients.push(client)
  return client
}

const unlimitedRate: Partial<RelayLimits> = {
  publishRatePerClient: 1e6,
  publishBurstPerClient: 1e6,
  publishRatePerIp: 1e6,
  publishBurstPerIp: 1e6,
  publishBytesPerSecondPerClient: 1e12,
  publishBytesBurstPerClient: 1e12,
  publishBytesPerSecondPerIp: 1e12,
  publishBytesBurstPerIp: 1e12,
  readBytesPerSecondPerConnection: 1e12,
  frameRatePerConnection: 1e6,
  frameBurstPerConnection: 1e6,
}

describe('eviction takes from the heaviest client first', () => {
  const STORE = 256 * 1024

  it('a pending wc_proposeSession survives 0.3 s of a stranger’s flood on its own topics', async () => {
    const { url, stats } = await start({
      ...unlimitedRate,
      maxStoredBytes: STORE,
      maxStoredBytesPerIp: STORE,
    })
    const dapp = await connect(url)
    const pairingTopic = randomTopic()
    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'encrypted-proposal',
    })
    expect(proposed.result).toBe(true)

    // Eight stranger identities, each publishing 4 KB messages on fresh topics as fast as it can.
    const strangers = await Promise.all(Array.from({ length: 8 }, () => connect(url)))
    const chunk = 'z'.repeat(4096)
    let published = 0
    // At least 0.3 s, and until four times the store has been published (at most 5 s).
    const started = performance.now()
    const flooding = () => {
      const elapsed = performance.now() - started
      return elapsed < 5_000 && (elapsed < 300 || published * 4096 < 4 * STORE)
    }
    while (flooding()) {
      for (let burst = 0; burst < 16; burst++) {
        for (const stranger of strangers) {
          stranger.send(
            JSON.stringify({
              id: ++published,
              jsonrpc: '2.0',
              method: 'irn_publish',
              params: { topic: randomTopic(), message: `${published}${chunk}`, ttl: 300 },
            }),
          )
        }
      }
      await strangers[0]?.roundTrip()
    }
    await Promise.all(strangers.map((stranger) => stranger.roundTrip()))
    expect(published * 4096).toBeGreaterThanOrEqual(4 * STORE) // the flood overflowed the store
    expect(stats().storedBytes).toBeLessThanOrEqual(STORE)

    const wallet = await connect(url)
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    await vi.waitFor(() => expect(wallet.deliveries).toHaveLength(1))
    expect(wallet.deliveries[0]?.params.data).toMatchObject({
      topic: pairingTopic,
      message: 'encrypted-proposal',
      tag: 1100,
    })
  }, 20_000)
})

describe('per-identity and per-address quotas', () => {
  it('one identity cannot take every connection: its extra sockets get 1013, others still connect', async () => {
    const { url } = await start({ maxConnectionsPerClient: 3 })
    const keyPair = generateKeyPair()
    for (let index = 0; index < 3; index++) await connect(url, keyPair)
    const extra = await connect(url, keyPair)
    expect(await extra.closed).toEqual({
      code: CLOSE_CODE.tryAgainLater,
      reason: 'Too many connections for this client',
    })
    const other = await connect(url)
    expect((await other.request('irn_subscribe', { topic: randomTopic() })).result).toEqual(
      expect.any(String),
    )
  })

  it('one address cannot take every connection either', async () => {
    const { url } = await start({ maxConnectionsPerIp: 4 })
    for (let index = 0; index < 4; index++) await connect(url)
    const extra = await connect(url)
    expect((await extra.closed).reason).toBe('Too many connections from this address')
  })

  it('subscriptions are counted per identity across its connections', async () => {
    const { url } = await start({ maxSubscriptionsPerClient: 3 })
    const keyPair = generateKeyPair()
    const [first, second] = [await connect(url, keyPair), await connect(url, keyPair)]
    await first.request('irn_batchSubscribe', { topics: [randomTopic(), randomTopic()] })
    await second.request('irn_subscribe', { topic: randomTopic() })
    const refused = await second.request('irn_subscribe', { topic: randomTopic() })
    expect(refused.error).toEqual({
      code: RPC_ERROR_CODE.limitExceeded,
      message: 'Subscription limit reached: at most 3 topics per client',
    })
  })

  it('publishes beyond the token bucket are refused with -32005; another identity is unaffected', async () => {
    const { url } = await start({ publishRatePerClient: 1, publishBurstPerClient: 5 })
    const [flooder, other] = [await connect(url), await connect(url)]
    const topic = randomTopic()
    const answers = []
    for (let index = 0; index < 7; index++) {
      answers.push(await flooder.request('irn_publish', { topic, message: `m${index}`, ttl: 60 }))
    }
    expect(answers.filter((answer) => answer.result === true)).toHaveLength(5)
    expect(answers.at(-1)?.error).toEqual({
      code: RPC_ERROR_CODE.limitExceeded,
      message: 'Rate limit exceeded: too many publishes, slow down',
    })
    expect((await other.request('irn_publish', { topic, message: 'x', ttl: 60 })).result).toBe(true)
  })

  it('publishes beyond the byte rate are refused with -32005, however few they are', async () => {
    const { url } = await start({
      maxMessageBytes: 64 * 1024,
      publishBytesPerSecondPerClient: 1_024,
      publishBytesBurstPerClient: 100 * 1024,
    })
    const [heavy, other] = [await connect(url), await connect(url)]
    const topic = randomTopic()
    const message = 'x'.repeat(40 * 1024)
    const answers = []
    for (let index = 0; index < 3; index++) {
      answers.push(
        await heavy.request('irn_publish', { topic, message: `${index}${message}`, ttl: 60 }),
      )
    }
    // 100 KiB of burst: two 40 KiB messages pass, the third is over the byte rate.
    expect(answers.map((answer) => answer.result ?? answer.error?.message)).toEqual([
      true,
      true,
      'Rate limit exceeded: too many bytes published, slow down',
    ])
    // A small message still fits the bucket; another identity is unaffected.
    expect((await heavy.request('irn_publish', { topic, message: 'small', ttl: 60 })).result).toBe(
      true,
    )
    expect((await other.request('irn_publish', { topic, message, ttl: 60 })).result).toBe(true)
  })

  it('a connection sending frames faster than its read rate is paused, unread; others are not', async () => {
    const { url } = await start({
      maxMessageBytes: 64 * 1024,
      maxFrameBytes: 128 * 1024,
      readBytesPerSecondPerConnection: 64 * 1024,
      publishBytesPerSecondPerClient: 1e12,
      publishBytesBurstPerClient: 1e12,
    })
    const [flooder, other] = [await connect(url), await connect(url)]
    const topic = randomTopic()
    const message = 'f'.repeat(60 * 1024)
    // Twenty 60 KiB publishes at once: 1.2 MB, against a 128 KiB burst and 64 KiB/s.
    const answers = Array.from({ length: 20 }, (_, index) =>
      flooder.request('irn_publish', { topic, message: `${index}${message}`, ttl: 60 }),
    )
    let answered = 0
    // Answers still pending when the flooder is dropped below fail with it: ignored.
    for (const answer of answers)
      answer.then(
        () => answered++,
        () => {},
      )
    const started = Date.now()
    expect((await other.request('irn_publish', { topic, message: 'hi', ttl: 60 })).result).toBe(
      true,
    )
    expect(Date.now() - started).toBeLessThan(1_000)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    // In a second the relay read at most the burst plus a second of rate: about 3 frames, not 20.
    expect(answered).toBeGreaterThanOrEqual(1)
    expect(answered).toBeLessThanOrEqual(4)
    // Its closing handshake would wait behind the unread frames: drop it.
    await flooder.terminate()
  })

  it('a connection that arrives with frames piled up gets one second of its rate at once, not a largest frame', async () => {
    const { url } = await start({
      maxMessageBytes: 512 * 1024,
      maxFrameBytes: 1024 * 1024,
      readBytesPerSecondPerConnection: 64 * 1024,
      publishBytesPerSecondPerClient: 1e12,
      publishBytesBurstPerClient: 1e12,
    })
    const flooder = await connect(url)
    const topic = randomTopic()
    const message = 'b'.repeat(60 * 1024)
    // Twelve 60 KiB publishes at once: within the largest frame (1 MiB), far above 64 KiB/s.
    let answered = 0
    for (let index = 0; index < 12; index++)
      flooder.request('irn_publish', { topic, message: `${index}${message}`, ttl: 60 }).then(
        () => answered++,
        () => {},
      )
    await new Promise((resolve) => setTimeout(resolve, 500))
    // A burst of one largest frame read all twelve at once; one second's worth reads two.
    expect(answered).toBeGreaterThanOrEqual(1)
    expect(answered).toBeLessThanOrEqual(2)
    await flooder.terminate()
  })

  it('a well-behaved pair keeps p99 < 250 ms while a stranger floods publishes at its quota', async () => {
    const { url } = await start({})
    const strangers = await Promise.all(Array.from({ length: 4 }, () => connect(url)))
    let flooding = true
    const flood = (async () => {
      let id = 0
      while (flooding) {
        for (const stranger of strangers) {
          stranger.send(
            JSON.stringify({
              id: ++id,
              jsonrpc: '2.0',
              method: 'irn_publish',
              params: { topic: randomTopic(), message: 'x'.repeat(2048), ttl: 300 },
            }),
          )
        }
        await new Promise((resolve) => setTimeout(resolve, 0))
      }
    })()
    const [publisher, subscriber] = [await connect(url), await connect(url)]
    const pair = await measurePair(publisher, subscriber, 50)
    flooding = false
    await flood
    expect(pair.lost).toBe(0)
    expect(pair.p99).toBeLessThan(250)
  }, 20_000)
})

describe('idle sockets', () => {
  it('a socket without subscriptions that sends nothing is closed with 4000; a subscribed one stays', async () => {
    const { url, stats } = await start({ idleTimeoutMs: 300, sweepIntervalMs: 50 })
    const [idle, busy] = [await connect(url), await connect(url)]
    await busy.request('irn_subscribe', { topic: randomTopic() })
    expect(await idle.closed).toEqual({
      code: CLOSE_CODE.idle,
      reason: 'Idle connection without subscriptions',
    })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(stats().connections).toBe(1)
    expect((await busy.request('irn_subscribe', { topic: randomTopic() })).result).toBeTypeOf(
      'string',
    )
  })
})

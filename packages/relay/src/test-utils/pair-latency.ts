import { type RawRelayClient, randomTopic } from './raw-client.js'

/** Delivery latencies (ms) of a well-behaved publisher → subscriber pair, and their p50/p99. */
export interface PairLatency {
  readonly samples: readonly number[]
  readonly p50: number
  readonly p99: number
  readonly lost: number
}

/**
 * Publishes `count` messages one after another on a fresh topic and times each from the
 * publish to its `irn_subscription` at the subscriber (which acknowledges). A message not
 * delivered within `timeoutMs` counts as lost.
 */
export async function measurePair(
  publisher: RawRelayClient,
  subscriber: RawRelayClient,
  count: number,
  timeoutMs = 2_000,
): Promise<PairLatency> {
  const topic = randomTopic()
  await subscriber.request('irn_subscribe', { topic })
  const samples: number[] = []
  let lost = 0
  for (let index = 0; index < count; index++) {
    const message = `pair-${index}-${Date.now()}`
    const started = performance.now()
    const delivered = waitForDelivery(subscriber, message, timeoutMs)
    await publisher.request('irn_publish', { topic, message, ttl: 300, tag: 1 })
    if (await delivered) samples.push(performance.now() - started)
    else lost++
  }
  return { samples, p50: percentile(samples, 0.5), p99: percentile(samples, 0.99), lost }
}

function waitForDelivery(client: RawRelayClient, message: string, timeoutMs: number) {
  return new Promise<boolean>((resolve) => {
    const needle = JSON.stringify(message)
    const onMessage = (data: unknown) => {
      if (!String(data).includes(needle)) return
      finish(true)
    }
    const timer = setTimeout(() => finish(false), timeoutMs)
    const finish = (delivered: boolean) => {
      clearTimeout(timer)
      client.socket.off('message', onMessage)
      resolve(delivered)
    }
    client.socket.on('message', onMessage)
  })
}

/** The `q` quantile (0–1) of samples, nearest rank; `NaN` without samples. */
export function percentile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
}

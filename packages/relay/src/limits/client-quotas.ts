import { MEMORY_COST } from '../hub/memory-costs.js'
import type { RelayLimits } from '../options.js'
import { TokenBucket } from './token-bucket.js'

type QuotaLimits = Pick<
  RelayLimits,
  | 'maxConnectionsPerClient'
  | 'maxConnectionsPerIp'
  | 'maxSubscriptionsPerClient'
  | 'maxSubscriptionsPerIp'
  | 'publishRatePerClient'
  | 'publishBurstPerClient'
  | 'publishRatePerIp'
  | 'publishBurstPerIp'
  | 'publishBytesPerSecondPerClient'
  | 'publishBytesBurstPerClient'
  | 'publishBytesPerSecondPerIp'
  | 'publishBytesBurstPerIp'
>

/** The publish buckets of one identity or address: messages and message bytes. */
interface PublishBuckets {
  readonly messages: TokenBucket
  readonly bytes: TokenBucket
}

interface Usage {
  connections: number
  subscriptions: number
  bucket: PublishBuckets | undefined
}

/** Why {@link ClientQuotas.takePublish} refused a publish. */
export type PublishRefusal = 'messages' | 'bytes'

/**
 * Per-identity and per-address quotas: open connections, subscriptions, and the publish rate in
 * messages and in bytes (token buckets). Entries are forgotten once nothing is held and the
 * buckets are full.
 */
export class ClientQuotas {
  readonly #clients = new Map<string, Usage>()
  readonly #ips = new Map<string, Usage>()

  constructor(private readonly limits: Readonly<QuotaLimits>) {}

  /** Takes a connection slot; returns why not when the client or its address is at its quota. */
  admitConnection(clientId: string, ip: string): string | undefined {
    const client = this.#usage(this.#clients, clientId)
    const address = this.#usage(this.#ips, ip)
    if (client.connections >= this.limits.maxConnectionsPerClient) {
      return 'Too many connections for this client'
    }
    if (address.connections >= this.limits.maxConnectionsPerIp) {
      return 'Too many connections from this address'
    }
    client.connections++
    address.connections++
    return undefined
  }

  releaseConnection(clientId: string, ip: string): void {
    this.#change(this.#clients, clientId, 'connections', -1)
    this.#change(this.#ips, ip, 'connections', -1)
  }

  /** Takes `count` subscription slots; returns why not when a quota would be exceeded. */
  reserveSubscriptions(clientId: string, ip: string, count: number): string | undefined {
    const client = this.#usage(this.#clients, clientId)
    const address = this.#usage(this.#ips, ip)
    if (client.subscriptions + count > this.limits.maxSubscriptionsPerClient) {
      return `Subscription limit reached: at most ${this.limits.maxSubscriptionsPerClient} topics per client`
    }
    if (address.subscriptions + count > this.limits.maxSubscriptionsPerIp) {
      return `Subscription limit reached: at most ${this.limits.maxSubscriptionsPerIp} topics per address`
    }
    client.subscriptions += count
    address.subscriptions += count
    return undefined
  }

  releaseSubscriptions(clientId: string, ip: string, count: number): void {
    this.#change(this.#clients, clientId, 'subscriptions', -count)
    this.#change(this.#ips, ip, 'subscriptions', -count)
  }

  /**
   * Takes one publish of `bytes` from the client's and the address's buckets (messages and
   * bytes), all or nothing; returns which rate it would exceed, or `undefined` if taken.
   */
  takePublish(clientId: string, ip: string, now: number, bytes = 0): PublishRefusal | undefined {
    const client = this.#usage(this.#clients, clientId)
    const address = this.#usage(this.#ips, ip)
    const limits = this.limits
    client.bucket ??= {
      messages: new TokenBucket(limits.publishRatePerClient, limits.publishBurstPerClient, now),
      bytes: new TokenBucket(
        limits.publishBytesPerSecondPerClient,
        limits.publishBytesBurstPerClient,
        now,
      ),
    }
    address.bucket ??= {
      messages: new TokenBucket(limits.publishRatePerIp, limits.publishBurstPerIp, now),
      bytes: new TokenBucket(limits.publishBytesPerSecondPerIp, limits.publishBytesBurstPerIp, now),
    }
    const buckets = [client.bucket, address.bucket]
    if (!buckets.every((bucket) => bucket.messages.has(now))) return 'messages'
    if (!buckets.every((bucket) => bucket.bytes.has(now, bytes))) return 'bytes'
    for (const bucket of buckets) {
      bucket.messages.take(now)
      bucket.bytes.take(now, bytes)
    }
    return undefined
  }

  /** Forgets idle entries whose buckets have refilled. */
  sweep(now: number): void {
    for (const map of [this.#clients, this.#ips]) {
      for (const [key, usage] of map) {
        if (
          usage.connections === 0 &&
          usage.subscriptions === 0 &&
          usage.bucket?.messages.isFull(now) &&
          usage.bucket.bytes.isFull(now)
        ) {
          map.delete(key)
        }
      }
    }
  }

  /** Accounted bytes of the ledgers themselves. */
  get memoryBytes(): number {
    return (this.#clients.size + this.#ips.size) * MEMORY_COST.quotaEntry
  }

  #usage(map: Map<string, Usage>, key: string): Usage {
    let usage = map.get(key)
    if (!usage) {
      usage = { connections: 0, subscriptions: 0, bucket: undefined }
      map.set(key, usage)
    }
    return usage
  }

  #change(
    map: Map<string, Usage>,
    key: string,
    field: 'connections' | 'subscriptions',
    by: number,
  ) {
    const usage = map.get(key)
    if (!usage) return
    usage[field] = Math.max(0, usage[field] + by)
    if (usage.connections === 0 && usage.subscriptions === 0 && usage.bucket === undefined) {
      map.delete(key)
    }
  }
}

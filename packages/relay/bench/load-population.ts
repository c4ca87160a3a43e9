import { randomBytes } from 'node:crypto'
import { BenchClient } from './bench-client.js'

/** What one measured phase produced. */
export interface PhaseResult {
  offeredPerSecond: number
  deliveredPerSecond: number
  p50Ms: number
  p99Ms: number
  acknowledged: number
  /** Acknowledged by a relay, never delivered to the receiver (after the grace period). */
  lost: number
}

const PADDING = 'x'.repeat(200)
const TTL_SECONDS = 60

/** One well-behaved client: its inbox topic, its partner's, and its current connection. */
interface Member {
  index: number
  inbox: string
  partnerInbox: string
  client: BenchClient | undefined
}

/**
 * `size` well-behaved clients in pairs, each subscribed to its own inbox on a relay node and
 * publishing to its partner's inbox (partners sit on different nodes when there are several).
 * A client whose node dies reconnects to a live node and subscribes again, as wallets do.
 */
export class LoadPopulation {
  readonly #members: Member[] = []
  #urls: readonly string[]
  #phase = ''
  #sentAt = new Map<string, number>()
  #acknowledged = new Set<string>()
  #delivered = new Set<string>()
  #latencies: number[] = []
  #closing = false

  private constructor(urls: readonly string[]) {
    this.#urls = urls
  }

  static async start(urls: readonly string[], size: number): Promise<LoadPopulation> {
    const population = new LoadPopulation(urls)
    const pairs = Math.floor(size / 2)
    for (let pair = 0; pair < pairs; pair++) {
      const [a, b] = [randomBytes(32).toString('hex'), randomBytes(32).toString('hex')]
      population.#members.push(
        { index: 2 * pair, inbox: a, partnerInbox: b, client: undefined },
        { index: 2 * pair + 1, inbox: b, partnerInbox: a, client: undefined },
      )
    }
    const batch = 100
    for (let start = 0; start < population.#members.length; start += batch) {
      await Promise.all(
        population.#members.slice(start, start + batch).map((member) => population.#attach(member)),
      )
    }
    return population
  }

  /** Live node URLs; clients of a node that died move to these. */
  set urls(urls: readonly string[]) {
    this.#urls = urls
  }

  get size(): number {
    return this.#members.length
  }

  /**
   * Publishes `ratePerSecond` messages in total, spread over the clients, for `durationMs`,
   * then waits up to `graceMs` for every acknowledged message to arrive. `during` runs once
   * halfway (the node kill), `afterLoad` when the load stops (the attacker is stopped).
   */
  async run(
    phase: string,
    ratePerSecond: number,
    durationMs: number,
    graceMs: number,
    during?: () => Promise<void>,
    afterLoad?: () => Promise<void>,
  ): Promise<PhaseResult> {
    this.#phase = phase
    this.#sentAt = new Map()
    this.#acknowledged = new Set()
    this.#delivered = new Set()
    this.#latencies = []
    const tickMs = 10
    let owed = 0
    let cursor = 0
    let seq = 0
    const started = performance.now()
    let halfway = during !== undefined
    let duringDone: Promise<void> = Promise.resolve()
    while (performance.now() - started < durationMs) {
      owed += (ratePerSecond * tickMs) / 1000
      while (owed >= 1) {
        owed -= 1
        const member = this.#members[cursor++ % this.#members.length]
        if (member) this.#publish(member, `${phase}:${seq++}`)
      }
      if (halfway && performance.now() - started >= durationMs / 2) {
        halfway = false
        duringDone = during?.() ?? Promise.resolve()
      }
      await new Promise((resolve) => setTimeout(resolve, tickMs))
    }
    await duringDone
    await afterLoad?.()
    const deliveredInTime = this.#delivered.size
    const elapsed = (performance.now() - started) / 1000
    const graceEnd = performance.now() + graceMs
    while (performance.now() < graceEnd && !this.#allAcknowledgedDelivered()) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const latencies = this.#latencies.sort((a, b) => a - b)
    let lost = 0
    for (const message of this.#acknowledged) if (!this.#delivered.has(message)) lost++
    return {
      offeredPerSecond: ratePerSecond,
      deliveredPerSecond: deliveredInTime / elapsed,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      acknowledged: this.#acknowledged.size,
      lost,
    }
  }

  close(): void {
    this.#closing = true
    for (const member of this.#members) member.client?.close()
  }

  #allAcknowledgedDelivered(): boolean {
    for (const message of this.#acknowledged) if (!this.#delivered.has(message)) return false
    return true
  }

  #publish(member: Member, id: string): void {
    const client = member.client
    if (!client?.open) return
    const message = `${id}:${PADDING}`
    this.#sentAt.set(message, performance.now())
    client.request('irn_publish', { topic: member.partnerInbox, message, ttl: TTL_SECONDS }).then(
      (answer) => {
        if (answer.result === true) this.#acknowledged.add(message)
      },
      () => {},
    )
  }

  #onDelivery(message: string, receivedAt: number): void {
    if (!message.startsWith(`${this.#phase}:`) || this.#delivered.has(message)) return
    this.#delivered.add(message)
    const sentAt = this.#sentAt.get(message)
    if (sentAt !== undefined) this.#latencies.push(receivedAt - sentAt)
  }

  async #attach(member: Member): Promise<void> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const url = this.#urls[(member.index + attempt) % this.#urls.length] ?? ''
      try {
        const client = await BenchClient.connect(url, (message, at) =>
          this.#onDelivery(message, at),
        )
        const answer = await client.request('irn_subscribe', { topic: member.inbox })
        if (answer.error) throw new Error(answer.error.message)
        member.client = client
        void client.closed.then(() => {
          if (member.client === client && !this.#closing) {
            member.client = undefined
            void this.#attach(member)
          }
        })
        return
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    throw new Error(`client ${member.index} could not connect to any relay node`)
  }
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN
}

import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { RelayLogger } from '../logger.js'
import {
  clusterEventSchema,
  clusterMessageSchema,
  parseClusterJson,
  toStoredRecord,
} from './cluster-events.js'
import type { ClusterMessage, ClusterPeer, RelayCluster } from './cluster-link.js'
import { ACKNOWLEDGE_SCRIPT, DROP_SCRIPT, PERSIST_SCRIPT } from './redis-scripts.js'

/** Options of {@link connectRedisCluster}. */
export interface RedisClusterOptions {
  /** `redis://host:port/db`. */
  readonly url: string
  /** Stored messages kept per topic in Redis; the oldest go first. */
  readonly maxMessagesPerTopic: number
  readonly logger: RelayLogger
  /** Prefix of every key and of the channel. Default `foyer:relay:`. */
  readonly keyPrefix?: string
  /** How long one Redis command may take before the publish fails. Default 5 s. */
  readonly commandTimeoutMs?: number
}

const DEFAULT_PREFIX = 'foyer:relay:'

/**
 * Connects to Redis (one connection for commands, one for the event channel) and resolves once
 * both are ready; rejects if Redis cannot be reached within the command timeout.
 */
export async function connectRedisCluster(options: RedisClusterOptions): Promise<RelayCluster> {
  const timeout = options.commandTimeoutMs ?? 5_000
  const redisOptions = {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    commandTimeout: timeout,
    connectTimeout: timeout,
  }
  const commands = new Redis(options.url, redisOptions)
  const events = new Redis(options.url, redisOptions)
  for (const client of [commands, events]) {
    client.on('error', (error: Error) =>
      options.logger.warn('redis error', { error: error.message }),
    )
  }
  try {
    await Promise.all([commands.connect(), events.connect()])
  } catch (error) {
    commands.disconnect()
    events.disconnect()
    throw new Error(`Cannot reach Redis at ${redactUrl(options.url)}: ${String(error)}`)
  }
  // Sent once, then run by hash (EVALSHA).
  commands.defineCommand('foyerPersist', { numberOfKeys: 3, lua: PERSIST_SCRIPT })
  commands.defineCommand('foyerAcknowledge', { numberOfKeys: 2, lua: ACKNOWLEDGE_SCRIPT })
  return new RedisCluster(commands as ScriptedRedis, events, options)
}

/** The commands client with the relay's scripts defined on it. */
type ScriptedRedis = Redis & {
  foyerPersist(...args: string[]): Promise<unknown>
  foyerAcknowledge(...args: string[]): Promise<unknown>
}

class RedisCluster implements RelayCluster {
  readonly #node = randomUUID()
  readonly #prefix: string
  readonly #channel: string

  constructor(
    private readonly commands: ScriptedRedis,
    private readonly events: Redis,
    private readonly options: RedisClusterOptions,
  ) {
    this.#prefix = options.keyPrefix ?? DEFAULT_PREFIX
    this.#channel = `${this.#prefix}events`
  }

  attach(peer: ClusterPeer): void {
    this.events.on('message', (_channel: string, text: string) => {
      const event = parseClusterJson(clusterEventSchema, text)
      if (!event) return this.options.logger.warn('malformed cluster event ignored', {})
      if (event.node === this.#node) return
      if (event.kind === 'message') peer.onMessage(event.message)
      else peer.onAcknowledged(event.topic, event.id, event.clientId)
    })
    void this.events.subscribe(this.#channel).catch((error: unknown) => {
      this.options.logger.error('redis subscribe failed', { error: String(error) })
    })
  }

  async persist(message: ClusterMessage): Promise<void> {
    const ttlMs = Math.max(1, message.expiresAt - Date.now())
    const event = JSON.stringify({ kind: 'message', node: this.#node, message })
    await this.commands.foyerPersist(
      this.#key('m', message.topic),
      this.#key('o', message.topic),
      this.#key('a', message.topic),
      message.id,
      toStoredRecord(message),
      String(message.publishedAt),
      String(ttlMs),
      String(this.options.maxMessagesPerTopic),
      this.#channel,
      event,
    )
  }

  acknowledge(topic: string, id: string, clientId: string): void {
    const event = JSON.stringify({ kind: 'ack', node: this.#node, topic, id, clientId })
    this.commands
      .foyerAcknowledge(
        this.#key('a', topic),
        this.#key('m', topic),
        `${id}|${clientId}`,
        id,
        this.#channel,
        event,
      )
      .catch((error: unknown) => {
        this.options.logger.warn('redis acknowledge failed', { error: String(error) })
      })
  }

  async load(topics: readonly string[]): Promise<ClusterMessage[]> {
    const unique = [...new Set(topics)]
    if (unique.length === 0) return []
    const pipeline = this.commands.pipeline()
    for (const topic of unique) {
      pipeline.hgetall(this.#key('m', topic))
      pipeline.hgetall(this.#key('a', topic))
    }
    const replies = (await pipeline.exec()) ?? []
    const now = Date.now()
    const loaded: ClusterMessage[] = []
    unique.forEach((topic, index) => {
      const records = hashReply(replies[2 * index])
      const acks = Object.keys(hashReply(replies[2 * index + 1]))
      const expired: string[] = []
      for (const text of Object.values(records)) {
        const record = parseClusterJson(clusterMessageSchema, text)
        if (!record || record.topic !== topic) continue
        if (record.expiresAt <= now) {
          expired.push(record.id)
          continue
        }
        const prefix = `${record.id}|`
        const acknowledgedBy = acks
          .filter((field) => field.startsWith(prefix))
          .map((field) => field.slice(prefix.length))
        loaded.push({ ...record, acknowledgedBy: [record.owner.clientId, ...acknowledgedBy] })
      }
      if (expired.length > 0) this.#drop(topic, expired)
    })
    return loaded.sort((a, b) => a.publishedAt - b.publishedAt)
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.commands.quit(), this.events.quit()])
    this.commands.disconnect()
    this.events.disconnect()
  }

  #drop(topic: string, ids: readonly string[]): void {
    this.commands
      .eval(DROP_SCRIPT, 2, this.#key('m', topic), this.#key('o', topic), ...ids)
      .catch((error: unknown) => {
        this.options.logger.warn('redis expiry cleanup failed', { error: String(error) })
      })
  }

  #key(kind: 'm' | 'o' | 'a', topic: string): string {
    return `${this.#prefix}${kind}:${topic}`
  }
}

/** The fields of an `HGETALL` reply of a pipeline, or none if it failed. */
function hashReply(reply: [Error | null, unknown] | undefined): Record<string, string> {
  if (!reply || reply[0] || typeof reply[1] !== 'object' || reply[1] === null) return {}
  return reply[1] as Record<string, string>
}

/** A Redis URL without its password, for error messages. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'the configured URL'
  }
}

import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { RelayLogger } from '../logger.js'
import {
  clusterEventSchema,
  clusterMessageSchema,
  parseClusterJson,
  toStoredRecord,
} from './cluster-events.js'
import type {
  ClusterAcknowledgement,
  ClusterLoad,
  ClusterMessage,
  ClusterPeer,
  RelayCluster,
} from './cluster-link.js'
import { ACKNOWLEDGE_SCRIPT, DROP_SCRIPT, PERSIST_SCRIPT } from './redis-scripts.js'

/** Options of {@link connectRedisCluster}. */
export interface RedisClusterOptions {
  /** `redis://host:port/db`. */
  readonly url: string
  /** Stored messages kept per topic in Redis; the oldest go first. */
  readonly maxMessagesPerTopic: number
  readonly logger: RelayLogger
  /** Prefix of every key and channel. Default `foyer:relay:`. */
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

/**
 * Each topic has its own event channel (`<prefix>t:<topic>`), and a node subscribes only to the
 * channels of topics its clients subscribe to: a message reaches the nodes that deliver it, not
 * every node, and a flood on topics nobody here listens to costs this node nothing.
 */
class RedisCluster implements RelayCluster {
  readonly #node = randomUUID()
  readonly #prefix: string
  /** topic → its channel's SUBSCRIBE, settled once events flow. */
  readonly #watched = new Map<string, Promise<void>>()

  constructor(
    private readonly commands: ScriptedRedis,
    private readonly events: Redis,
    private readonly options: RedisClusterOptions,
  ) {
    this.#prefix = options.keyPrefix ?? DEFAULT_PREFIX
  }

  attach(peer: ClusterPeer): void {
    this.events.on('message', (_channel: string, text: string) => {
      const event = parseClusterJson(clusterEventSchema, text)
      if (!event) return this.options.logger.warn('malformed cluster event ignored', {})
      if (event.node === this.#node) return
      if (event.kind === 'message') peer.onMessage(withOwnerAcknowledged(event.message))
      else peer.onAcknowledged(event.topic, event.id, event.clientId)
    })
  }

  async watch(topics: readonly string[]): Promise<void> {
    const added = [...new Set(topics)].filter((topic) => !this.#watched.has(topic))
    if (added.length > 0) {
      const subscribed = this.events.subscribe(...added.map((topic) => this.#channel(topic)))
      const settled = subscribed.then(
        () => undefined,
        (error: unknown) => {
          for (const topic of added) this.#watched.delete(topic)
          throw error
        },
      )
      for (const topic of added) this.#watched.set(topic, settled)
    }
    await Promise.all(topics.map((topic) => this.#watched.get(topic)))
  }

  unwatch(topic: string): void {
    if (!this.#watched.delete(topic)) return
    this.events.unsubscribe(this.#channel(topic)).catch((error: unknown) => {
      this.options.logger.warn('redis unsubscribe failed', { error: String(error) })
    })
  }

  async persist(message: ClusterMessage): Promise<void> {
    const ttlMs = Math.max(1, message.expiresAt - Date.now())
    // The script appends the record and the closing brace: `{"kind":…,"node":…,"message":<record>}`.
    const eventPrefix = `${JSON.stringify({ kind: 'message', node: this.#node }).slice(0, -1)},"message":`
    await this.commands.foyerPersist(
      this.#key('m', message.topic),
      this.#key('o', message.topic),
      this.#key('a', message.topic),
      message.id,
      toStoredRecord(message),
      String(message.publishedAt),
      String(ttlMs),
      String(this.options.maxMessagesPerTopic),
      this.#channel(message.topic),
      eventPrefix,
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
        this.#channel(topic),
        event,
      )
      .catch((error: unknown) => {
        this.options.logger.warn('redis acknowledge failed', { error: String(error) })
      })
  }

  async load(
    topics: readonly string[],
    isHeld: (topic: string, id: string) => boolean = () => false,
  ): Promise<ClusterLoad> {
    const unique = [...new Set(topics)]
    if (unique.length === 0) return { messages: [], acknowledgements: [] }
    // First the ids (in publish order) and acknowledgements (small), then only the records this
    // node lacks. The hash's own key order is not the publish order once its records are large.
    const index = this.commands.pipeline()
    for (const topic of unique) {
      index.zrange(this.#key('o', topic), 0, -1)
      index.hkeys(this.#key('a', topic))
    }
    const indexReplies = (await index.exec()) ?? []
    const wanted = unique.map((topic, position) => {
      const ids = listReply(indexReplies[2 * position])
      return { topic, missing: ids.filter((id) => !isHeld(topic, id)) }
    })
    const records = this.commands.pipeline()
    for (const { topic, missing } of wanted) {
      if (missing.length > 0) records.hmget(this.#key('m', topic), ...missing)
    }
    const recordReplies = records.length > 0 ? ((await records.exec()) ?? []) : []
    const now = Date.now()
    const messages: ClusterMessage[] = []
    const acknowledgements: ClusterAcknowledgement[] = []
    let reply = 0
    wanted.forEach(({ topic, missing }, position) => {
      const acks = ackFields(listReply(indexReplies[2 * position + 1]))
      const texts = missing.length > 0 ? listReply(recordReplies[reply++]) : []
      const expired: string[] = []
      for (const text of texts) {
        const record = text ? parseClusterJson(clusterMessageSchema, text) : undefined
        if (!record || record.topic !== topic) continue
        if (record.expiresAt <= now) {
          expired.push(record.id)
          continue
        }
        messages.push(withOwnerAcknowledged(record, acks.get(record.id)))
      }
      const loaded = new Set(missing)
      for (const [id, clientIds] of acks) {
        if (loaded.has(id)) continue
        for (const clientId of clientIds) acknowledgements.push({ topic, id, clientId })
      }
      if (expired.length > 0) this.#drop(topic, expired)
    })
    messages.sort((a, b) => a.publishedAt - b.publishedAt)
    return { messages, acknowledgements }
  }

  ping(): Promise<unknown> {
    return this.commands.ping()
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

  #channel(topic: string): string {
    return `${this.#prefix}t:${topic}`
  }
}

/** A stored record as a message the hub ingests: its publisher counts as having acknowledged it. */
function withOwnerAcknowledged(
  record: ClusterMessage,
  acknowledgedBy: readonly string[] = [],
): ClusterMessage {
  const clientIds = new Set([record.owner.clientId, ...record.acknowledgedBy, ...acknowledgedBy])
  return { ...record, acknowledgedBy: [...clientIds] }
}

/** The strings of an `HKEYS` / `HMGET` reply of a pipeline (`''` for a missing field), or none if it failed. */
function listReply(reply: [Error | null, unknown] | undefined): string[] {
  if (!reply || reply[0] || !Array.isArray(reply[1])) return []
  return reply[1].map((entry) => (typeof entry === 'string' ? entry : ''))
}

/** Acknowledgement fields (`id|clientId`) grouped by message id. */
function ackFields(fields: readonly string[]): Map<string, string[]> {
  const byId = new Map<string, string[]>()
  for (const field of fields) {
    const separator = field.indexOf('|')
    if (separator <= 0) continue
    const id = field.slice(0, separator)
    const clientIds = byId.get(id) ?? []
    clientIds.push(field.slice(separator + 1))
    byId.set(id, clientIds)
  }
  return byId
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

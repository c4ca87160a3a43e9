import { LOG_LEVELS, type LogLevel } from '@foyer/service-kit'
import { z } from 'zod'
import type { RelayLogger } from './logger.js'
import { silentLogger } from './logger.js'

/** Bounds that keep the relay's memory finite whatever clients send. */
export interface RelayLimits {
  /** Largest `message` (bytes, UTF-8) one publish may carry. Default 1 MiB. */
  maxMessageBytes: number
  /** Total bytes of stored messages; the least recently published topics are evicted first. Default 64 MiB. */
  maxStoredBytes: number
  /** Stored messages kept per topic; the oldest is dropped first. Default 100. */
  maxMessagesPerTopic: number
  /** Topics with stored messages; the least recently published topic is evicted first. Default 10,000. */
  maxTopics: number
  /** Longest TTL honoured; longer TTLs are shortened to this. Default 30 days. */
  maxTtlSeconds: number
  /** Topics one connection may subscribe to. Default 1,000. */
  maxSubscriptionsPerConnection: number
  /** Entries in one batch call, and messages in one fetch answer. Default 500. */
  maxBatchSize: number
  /** Open WebSocket connections; further ones are closed with code 1013. Default 10,000. */
  maxConnections: number
  /** How often expired messages and stale acknowledgements are swept. Default 30 s. */
  sweepIntervalMs: number
  /** How long a delivered message waits for its acknowledgement before it is forgotten. Default 5 min. */
  ackTimeoutMs: number
  /**
   * Everything the relay keeps, counted together: stored messages and their bookkeeping,
   * connections, subscriptions, pending acknowledgements, send queues and quota ledgers
   * (`/health` reports it as `memory`). At the bound, publishes evict the heaviest publisher's
   * messages or are refused, subscriptions and connections are refused and deliveries wait.
   * Default 256 MiB.
   */
  maxMemoryBytes: number
  /**
   * Bytes one socket may have queued and unwritten. Deliveries wait (stored messages stay in the
   * store) while the queue is full; a socket that still has a full queue twice over is closed
   * with 4008. Default 4 MiB.
   */
  maxSendQueueBytes: number
  /** Bytes of delivered, unacknowledged messages per connection before deliveries wait. Default 8 MiB. */
  maxUnackedBytesPerConnection: number
  /**
   * Slow start: the unacknowledged bytes a connection may first have; each acknowledged
   * delivery widens its window by its size up to `maxUnackedBytesPerConnection`, and a delivery
   * that times out unacknowledged narrows it back. Default 256 KiB.
   */
  initialUnackedBytesPerConnection: number
  /** Deliveries per connection waiting for an acknowledgement before further ones wait. Default 1,000. */
  maxPendingAcksPerConnection: number
  /** A connection whose deliveries waited this long without progress is closed with 4008. Default 30 s. */
  slowConsumerTimeoutMs: number
  /** A socket with no subscription that sent nothing for this long is closed with 4000. Default 2 min. */
  idleTimeoutMs: number
  /** Open connections of one client identity (did:key); further ones are closed with 1013. Default 10. */
  maxConnectionsPerClient: number
  /** Open connections from one remote address; further ones are closed with 1013. Default 500. */
  maxConnectionsPerIp: number
  /** Subscriptions of one client identity across its connections. Default 2,000. */
  maxSubscriptionsPerClient: number
  /** Subscriptions of all connections from one remote address. Default 20,000. */
  maxSubscriptionsPerIp: number
  /** Accounted bytes one client identity may have stored; its own oldest are evicted first. Default 4 MiB. */
  maxStoredBytesPerClient: number
  /** Accounted bytes the clients of one address may have stored; its heaviest client's go first. Default 16 MiB. */
  maxStoredBytesPerIp: number
  /** Publishes per second one client identity may sustain (token bucket). Default 20. */
  publishRatePerClient: number
  /** Publishes one client identity may burst. Default 100. */
  publishBurstPerClient: number
  /** Publishes per second all clients of one address may sustain. Default 200. */
  publishRatePerIp: number
  /** Publishes all clients of one address may burst. Default 1,000. */
  publishBurstPerIp: number
  /**
   * Message bytes per second one client identity may publish (token bucket): what it may make
   * this node store and send to the shared store. Default 512 KiB/s.
   */
  publishBytesPerSecondPerClient: number
  /** Message bytes one client identity may burst; at least `maxMessageBytes`. Default 4 MiB. */
  publishBytesBurstPerClient: number
  /** Message bytes per second all clients of one address may publish. Default 8 MiB/s. */
  publishBytesPerSecondPerIp: number
  /** Message bytes all clients of one address may burst; at least `maxMessageBytes`. Default 32 MiB. */
  publishBytesBurstPerIp: number
  /** Frames per second one connection may send; further frames are refused unread. Default 50. */
  frameRatePerConnection: number
  /** Frames one connection may burst. Default 200. */
  frameBurstPerConnection: number
  /**
   * Bytes per second read from one connection: beyond it (after a burst of one second's worth;
   * a larger frame is still read whole, into debt), reading from the socket pauses until the
   * budget has refilled, so a flood costs no parsing.
   * Default 256 KiB/s.
   */
  readBytesPerSecondPerConnection: number
  /** Largest frame (bytes); a larger one closes the socket with 1009. Default 2 × maxMessageBytes + 64 KiB. */
  maxFrameBytes: number
  /** Deepest JSON nesting a frame may have; checked before parsing. Default 16. */
  maxJsonDepth: number
  /** Longest lifetime (`exp − iat`, and `exp` from now) of an auth JWT. Default 1 day. */
  maxJwtLifetimeSeconds: number
}

/** Options of {@link startRelay}; every field is optional. */
export interface RelayOptions {
  /** Interface to bind. Default `127.0.0.1` (loopback only). */
  host?: string
  /** Port to bind; `0` picks a free one. Default `0`. */
  port?: number
  /**
   * Require the client's `auth` JWT (an EdDSA did:key token, as WalletConnect clients send).
   * Default `true`. Without it, a connection may still present a token, which is then verified.
   */
  requireAuth?: boolean
  /** If set, the JWT `aud` claim must equal one of these URLs (a trailing `/` is ignored). */
  audience?: string | readonly string[]
  /** Tolerated clock difference when checking the JWT's `iat` and `exp`. Default 60 s. */
  clockSkewSeconds?: number
  /** Interval between WebSocket pings; a connection that missed the previous pong is dropped. Default 20 s. */
  pingIntervalMs?: number
  /** Memory and size bounds; see {@link RelayLimits}. */
  limits?: Partial<RelayLimits>
  /** Receives connection and error reports. Default: silent. */
  logger?: RelayLogger
  /** Level of the HTTP endpoints' JSON request logs on stdout (`/health`, `/metrics`…). Default `silent`. */
  logLevel?: LogLevel
  /**
   * `redis://…` URL of a Redis shared by several relay processes (the CLI also reads
   * `REDIS_URL`): topics, stored messages (with their TTL), acknowledgements and delivery go
   * through it, and a publish is answered only once Redis holds the message. Without it, the
   * relay keeps everything in its own memory. Quotas and the memory bound stay per process.
   */
  redisUrl?: string
}

/** The defaults of {@link RelayLimits}. */
export const DEFAULT_LIMITS: Readonly<RelayLimits> = Object.freeze({
  maxMessageBytes: 1024 * 1024,
  maxStoredBytes: 64 * 1024 * 1024,
  maxMessagesPerTopic: 100,
  maxTopics: 10_000,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  maxSubscriptionsPerConnection: 1_000,
  maxBatchSize: 500,
  maxConnections: 10_000,
  sweepIntervalMs: 30_000,
  ackTimeoutMs: 5 * 60_000,
  maxMemoryBytes: 256 * 1024 * 1024,
  maxSendQueueBytes: 4 * 1024 * 1024,
  maxUnackedBytesPerConnection: 8 * 1024 * 1024,
  initialUnackedBytesPerConnection: 256 * 1024,
  maxPendingAcksPerConnection: 1_000,
  slowConsumerTimeoutMs: 30_000,
  idleTimeoutMs: 120_000,
  maxConnectionsPerClient: 10,
  maxConnectionsPerIp: 500,
  maxSubscriptionsPerClient: 2_000,
  maxSubscriptionsPerIp: 20_000,
  maxStoredBytesPerClient: 4 * 1024 * 1024,
  maxStoredBytesPerIp: 16 * 1024 * 1024,
  publishRatePerClient: 20,
  publishBurstPerClient: 100,
  publishRatePerIp: 200,
  publishBurstPerIp: 1_000,
  publishBytesPerSecondPerClient: 512 * 1024,
  publishBytesBurstPerClient: 4 * 1024 * 1024,
  publishBytesPerSecondPerIp: 8 * 1024 * 1024,
  publishBytesBurstPerIp: 32 * 1024 * 1024,
  frameRatePerConnection: 50,
  frameBurstPerConnection: 200,
  readBytesPerSecondPerConnection: 256 * 1024,
  maxFrameBytes: 2 * 1024 * 1024 + 65_536,
  maxJsonDepth: 16,
  maxJwtLifetimeSeconds: 24 * 60 * 60,
})

const positiveInt = z.number().int().positive()

const limitsSchema = z
  .object({
    maxMessageBytes: positiveInt,
    maxStoredBytes: positiveInt,
    maxMessagesPerTopic: positiveInt,
    maxTopics: positiveInt,
    maxTtlSeconds: positiveInt,
    maxSubscriptionsPerConnection: positiveInt,
    maxBatchSize: positiveInt,
    maxConnections: positiveInt,
    sweepIntervalMs: positiveInt,
    ackTimeoutMs: positiveInt,
    maxMemoryBytes: positiveInt,
    maxSendQueueBytes: positiveInt,
    maxUnackedBytesPerConnection: positiveInt,
    initialUnackedBytesPerConnection: positiveInt,
    maxPendingAcksPerConnection: positiveInt,
    slowConsumerTimeoutMs: positiveInt,
    idleTimeoutMs: positiveInt,
    maxConnectionsPerClient: positiveInt,
    maxConnectionsPerIp: positiveInt,
    maxSubscriptionsPerClient: positiveInt,
    maxSubscriptionsPerIp: positiveInt,
    maxStoredBytesPerClient: positiveInt,
    maxStoredBytesPerIp: positiveInt,
    publishRatePerClient: z.number().positive(),
    publishBurstPerClient: positiveInt,
    publishRatePerIp: z.number().positive(),
    publishBurstPerIp: positiveInt,
    publishBytesPerSecondPerClient: z.number().positive(),
    publishBytesBurstPerClient: positiveInt,
    publishBytesPerSecondPerIp: z.number().positive(),
    publishBytesBurstPerIp: positiveInt,
    frameRatePerConnection: z.number().positive(),
    frameBurstPerConnection: positiveInt,
    readBytesPerSecondPerConnection: z.number().positive(),
    maxFrameBytes: positiveInt,
    maxJsonDepth: positiveInt,
    maxJwtLifetimeSeconds: positiveInt,
  })
  .partial()
  .strict()

const optionsSchema = z
  .object({
    host: z.string().min(1).optional(),
    port: z.number().int().min(0).max(65_535).optional(),
    requireAuth: z.boolean().optional(),
    audience: z.union([z.string().min(1), z.array(z.string().min(1))]).optional(),
    clockSkewSeconds: z.number().int().min(0).optional(),
    pingIntervalMs: positiveInt.optional(),
    limits: limitsSchema.optional(),
    redisUrl: z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
      .optional(),
    logger: z
      .custom<RelayLogger>(isLogger, 'logger needs info, warn and error functions')
      .optional(),
    logLevel: z.enum(LOG_LEVELS).optional(),
  })
  .strict()

/** {@link RelayOptions} with every default filled in. */
export interface ResolvedRelayOptions {
  host: string
  port: number
  requireAuth: boolean
  audience: readonly string[] | undefined
  clockSkewSeconds: number
  pingIntervalMs: number
  limits: Readonly<RelayLimits>
  logger: RelayLogger
  logLevel: LogLevel
  redisUrl: string | undefined
}

/** Validates options and fills in defaults; throws a `TypeError` naming every bad field. */
export function resolveRelayOptions(options: RelayOptions = {}): ResolvedRelayOptions {
  const parsed = optionsSchema.safeParse(options)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'options'}: ${issue.message}`)
      .join('; ')
    throw new TypeError(`Invalid relay options: ${problems}`)
  }
  const value = parsed.data
  const audience = value.audience === undefined ? undefined : [value.audience].flat()
  return {
    host: value.host ?? '127.0.0.1',
    port: value.port ?? 0,
    requireAuth: value.requireAuth ?? true,
    audience,
    clockSkewSeconds: value.clockSkewSeconds ?? 60,
    pingIntervalMs: value.pingIntervalMs ?? 20_000,
    limits: Object.freeze(withDerivedDefaults(definedEntries(value.limits ?? {}))),
    logger: value.logger ?? silentLogger,
    logLevel: value.logLevel ?? 'silent',
    redisUrl: value.redisUrl,
  }
}

/**
 * Fills in defaults. The frame ceiling follows `maxMessageBytes` unless given: a frame may carry
 * two messages (wc_approveSession) plus the JSON-RPC envelope. The publish byte bursts are raised
 * to `maxMessageBytes`, so that the largest message allowed can always be published.
 */
function withDerivedDefaults(given: Partial<RelayLimits>): RelayLimits {
  const maxMessageBytes = given.maxMessageBytes ?? DEFAULT_LIMITS.maxMessageBytes
  const limits = {
    ...DEFAULT_LIMITS,
    maxFrameBytes: 2 * maxMessageBytes + 65_536,
    ...given,
  }
  return {
    ...limits,
    publishBytesBurstPerClient: Math.max(limits.publishBytesBurstPerClient, maxMessageBytes),
    publishBytesBurstPerIp: Math.max(limits.publishBytesBurstPerIp, maxMessageBytes),
  }
}

function isLogger(value: unknown): value is RelayLogger {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return ['info', 'warn', 'error'].every((key) => typeof candidate[key] === 'function')
}

function definedEntries<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>
}

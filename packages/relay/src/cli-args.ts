import { parseArgs } from 'node:util'
import { z } from 'zod'
import { describe as describeIssues } from './json-rpc/frame.js'
import type { RelayLimits, RelayOptions } from './options.js'

/** Usage text of the `foyer-relay` command. */
export const RELAY_CLI_USAGE = `Usage: foyer-relay [options]

Runs a WalletConnect v2 relay until interrupted (SIGINT or SIGTERM).

Options:
  --host <address>                     interface to bind (default 127.0.0.1; env FOYER_RELAY_HOST)
  --port <number>                      port, 0 for a free one (default 0; env FOYER_RELAY_PORT)
  --allow-anonymous                    accept connections without an auth JWT
  --audience <url>                     require this JWT audience (the public relay URL); repeatable
  --ping-interval-ms <ms>              WebSocket ping interval (default 20000)
  --redis-url <url>                    share topics and stored messages with other relay
                                       processes through Redis (env REDIS_URL)
  --max-message-bytes <n>              largest message one publish may carry (default 1048576)
  --max-stored-bytes <n>               total bytes of stored messages (default 67108864)
  --max-messages-per-topic <n>         stored messages per topic (default 100)
  --max-topics <n>                     topics with stored messages (default 10000)
  --max-ttl-seconds <n>                longest message TTL honoured (default 2592000)
  --max-subscriptions-per-connection <n>  topics per connection (default 1000)
  --max-connections <n>                open connections (default 10000)
  --<limit in kebab case> <n>          any other limit of the README's table, e.g.
                                       --max-memory-bytes, --max-connections-per-client,
                                       --idle-timeout-ms, --publish-rate-per-client
  --quiet                              log only warnings and errors (HTTP request logs too)
  --help                               show this text
`

/** The parsed command line: print usage, or run a relay. */
export type RelayCliCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'run'; readonly options: RelayOptions; readonly quiet: boolean }

const LIMIT_FLAGS = {
  'max-message-bytes': 'maxMessageBytes',
  'max-stored-bytes': 'maxStoredBytes',
  'max-messages-per-topic': 'maxMessagesPerTopic',
  'max-topics': 'maxTopics',
  'max-ttl-seconds': 'maxTtlSeconds',
  'max-subscriptions-per-connection': 'maxSubscriptionsPerConnection',
  'max-connections': 'maxConnections',
  'sweep-interval-ms': 'sweepIntervalMs',
  'ack-timeout-ms': 'ackTimeoutMs',
  'max-batch-size': 'maxBatchSize',
  'max-memory-bytes': 'maxMemoryBytes',
  'max-send-queue-bytes': 'maxSendQueueBytes',
  'max-unacked-bytes-per-connection': 'maxUnackedBytesPerConnection',
  'initial-unacked-bytes-per-connection': 'initialUnackedBytesPerConnection',
  'max-pending-acks-per-connection': 'maxPendingAcksPerConnection',
  'slow-consumer-timeout-ms': 'slowConsumerTimeoutMs',
  'idle-timeout-ms': 'idleTimeoutMs',
  'max-connections-per-client': 'maxConnectionsPerClient',
  'max-connections-per-ip': 'maxConnectionsPerIp',
  'max-subscriptions-per-client': 'maxSubscriptionsPerClient',
  'max-subscriptions-per-ip': 'maxSubscriptionsPerIp',
  'max-stored-bytes-per-client': 'maxStoredBytesPerClient',
  'max-stored-bytes-per-ip': 'maxStoredBytesPerIp',
  'publish-rate-per-client': 'publishRatePerClient',
  'publish-burst-per-client': 'publishBurstPerClient',
  'publish-rate-per-ip': 'publishRatePerIp',
  'publish-burst-per-ip': 'publishBurstPerIp',
  'publish-bytes-per-second-per-client': 'publishBytesPerSecondPerClient',
  'publish-bytes-burst-per-client': 'publishBytesBurstPerClient',
  'publish-bytes-per-second-per-ip': 'publishBytesPerSecondPerIp',
  'publish-bytes-burst-per-ip': 'publishBytesBurstPerIp',
  'frame-rate-per-connection': 'frameRatePerConnection',
  'frame-burst-per-connection': 'frameBurstPerConnection',
  'read-bytes-per-second-per-connection': 'readBytesPerSecondPerConnection',
  'max-frame-bytes': 'maxFrameBytes',
  'max-json-depth': 'maxJsonDepth',
  'max-jwt-lifetime-seconds': 'maxJwtLifetimeSeconds',
} as const satisfies Record<string, keyof RelayLimits>

const wholeNumber = z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).optional()

const argsSchema = z.object({
  host: z.string().min(1).optional(),
  port: wholeNumber,
  'allow-anonymous': z.boolean().optional(),
  audience: z.array(z.url()).optional(),
  'ping-interval-ms': wholeNumber,
  'redis-url': z.string().min(1).optional(),
  ...Object.fromEntries(Object.keys(LIMIT_FLAGS).map((flag) => [flag, wholeNumber])),
  quiet: z.boolean().optional(),
  help: z.boolean().optional(),
})

/**
 * Parses `foyer-relay`'s arguments (without `node` and the script) and environment.
 * Throws a `TypeError` naming the flag for unknown flags or malformed values; the relay
 * checks ranges when it starts.
 */
export function parseRelayCliArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): RelayCliCommand {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      'allow-anonymous': { type: 'boolean' },
      audience: { type: 'string', multiple: true },
      'ping-interval-ms': { type: 'string' },
      'redis-url': { type: 'string' },
      ...Object.fromEntries(Object.keys(LIMIT_FLAGS).map((flag) => [flag, { type: 'string' }])),
      quiet: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  })
  const parsed = argsSchema.safeParse({
    ...values,
    host: values.host ?? env.FOYER_RELAY_HOST,
    port: values.port ?? env.FOYER_RELAY_PORT,
    'redis-url': values['redis-url'] ?? (env.REDIS_URL || undefined),
  })
  if (!parsed.success) {
    throw new TypeError(describeIssues(parsed.error).replace(/^(\S+):/gm, '--$1:'))
  }
  const args = parsed.data as Record<string, unknown> & z.infer<typeof argsSchema>
  if (args.help) return { kind: 'help' }

  const options: RelayOptions = {}
  if (args.host !== undefined) options.host = args.host
  if (args.port !== undefined) options.port = args.port
  if (args['allow-anonymous']) options.requireAuth = false
  if (args.audience) options.audience = args.audience
  if (args['ping-interval-ms'] !== undefined) options.pingIntervalMs = args['ping-interval-ms']
  if (args['redis-url'] !== undefined) options.redisUrl = args['redis-url']
  const limits: Partial<RelayLimits> = {}
  for (const [flag, key] of Object.entries(LIMIT_FLAGS)) {
    const value = args[flag]
    if (typeof value === 'number') limits[key] = value
  }
  if (Object.keys(limits).length > 0) options.limits = limits
  return { kind: 'run', options, quiet: args.quiet ?? false }
}

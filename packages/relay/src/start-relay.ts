import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { listenService } from '@foyer/service-kit'
import { type WebSocket, WebSocketServer } from 'ws'
import { type AuthResult, verifyRelayAuth } from './auth.js'
import type { RelayCluster } from './cluster/cluster-link.js'
import { parseConnectionQuery } from './connection-query.js'
import { CLOSE_CODE } from './constants.js'
import { dispatchFrame } from './dispatch.js'
import { createRelayHttp } from './http/relay-http.js'
import { ConnectionRefusedError, RelayHub, type RelayStats } from './hub/relay-hub.js'
import { Keepalive } from './keepalive.js'
import { ReadThrottle } from './limits/read-throttle.js'
import { createParamSchemas } from './methods/params.js'
import { type RelayOptions, type ResolvedRelayOptions, resolveRelayOptions } from './options.js'

/** A running relay. */
export interface RelayServer {
  /** The WebSocket URL clients use as `relayUrl`, e.g. `ws://127.0.0.1:41234`. */
  readonly url: string
  readonly host: string
  readonly port: number
  /** Counts of connections, subscriptions and stored messages. */
  stats(): RelayStats
  /** Closes every connection (code 1001), stops the timers and the listener. Idempotent. */
  close(): Promise<void>
}

/** How long a closing socket may take to finish its closing handshake before it is cut. */
const CLOSE_GRACE_MS = 1_000
/** WebSocket close reasons are limited to 123 bytes of UTF-8. */
const MAX_CLOSE_REASON_BYTES = 123

/**
 * Starts a WalletConnect v2 relay: WebSocket JSON-RPC (`irn_*` publish/subscribe,
 * `wc_proposeSession`, `wc_approveSession`) on `ws://host:port`; plain HTTP on the same port
 * serves `/health`, `/ready`, `/metrics` and `/openapi.json` (`http/relay-http.ts`). Resolves once it listens; rejects if the port cannot be bound or the options are invalid.
 */
export async function startRelay(options: RelayOptions = {}): Promise<RelayServer> {
  const config = resolveRelayOptions(options)
  const { logger, limits } = config
  const cluster = await connectCluster(config)
  const hub = new RelayHub(limits, logger, cluster)
  const schemas = createParamSchemas(limits)
  const keepalive = new Keepalive(config.pingIntervalMs)
  // Each message is emitted in its own turn of the event loop: a socket that arrives with many
  // frames buffered (a flood after a pause) no longer holds every other connection until all of
  // them are handled.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxFrameBytes,
    allowSynchronousEvents: false,
  })
  const sockets = new Set<WebSocket>()
  let closing: Promise<void> | undefined

  const accept = (socket: WebSocket, auth: AuthResult | undefined, ip: string) => {
    sockets.add(socket)
    socket.on('error', (error) => logger.warn('socket error', { error: error.message }))
    socket.once('close', () => sockets.delete(socket))
    if (auth && !auth.ok) {
      logger.warn('connection refused', { reason: auth.reason })
      socket.close(CLOSE_CODE.unauthorized, fitCloseReason(auth.reason))
      return
    }
    let connection: ReturnType<RelayHub['open']>
    try {
      connection = hub.open(
        auth?.clientId,
        {
          send: (text, written) => socket.send(text, written),
          close: (code, reason) => void closeSocket(socket, code, reason),
        },
        ip,
      )
    } catch (error) {
      if (!(error instanceof ConnectionRefusedError)) throw error
      socket.close(CLOSE_CODE.tryAgainLater, fitCloseReason(error.message))
      return
    }
    keepalive.watch(socket)
    // The burst is one second of the rate; a larger frame is still read whole (into debt).
    const throttle = new ReadThrottle(
      limits.readBytesPerSecondPerConnection,
      limits.readBytesPerSecondPerConnection,
      socket,
      Date.now(),
    )
    socket.on('message', (data, isBinary) => {
      const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString()
      if (isBinary) logger.info('binary frame read as UTF-8', { connection: connection.id })
      dispatchFrame({ hub, schemas, logger, maxJsonDepth: limits.maxJsonDepth }, connection, text)
      throttle.charge(frameBytes(data), Date.now())
    })
    socket.once('close', () => {
      throttle.stop()
      hub.close(connection)
    })
    logger.info('client connected', { connection: connection.id, client: connection.clientId })
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    if (closing) {
      socket.destroy()
      return
    }
    authenticate(config, request.url).then(
      (auth) => {
        if (closing || socket.destroyed) return void socket.destroy()
        const ip = request.socket.remoteAddress ?? 'unknown'
        wss.handleUpgrade(request, socket, head, (ws) => accept(ws, auth, ip))
      },
      (error: unknown) => {
        logger.error('authentication failed unexpectedly', { error: String(error) })
        socket.destroy()
      },
    )
  }

  const http = await createRelayHttp({
    stats: () => hub.stats(),
    readyChecks: cluster ? { redis: () => cluster.ping() } : undefined,
    logLevel: config.logLevel,
  })
  // Upgrades are the WebSocket core's; Fastify answers every other request.
  http.server.on('upgrade', onUpgrade)
  const listening = await listenService(http, { host: config.host, port: config.port }).catch(
    async (error: unknown) => {
      keepalive.stop()
      hub.shutdown()
      await cluster?.close()
      await http.close()
      throw error
    },
  )
  const { port } = listening
  const url = `ws://${formatHost(config.host)}:${port}`

  const shutdown = async () => {
    keepalive.stop()
    await Promise.all(
      [...sockets].map((socket) =>
        closeSocket(socket, CLOSE_CODE.goingAway, 'Relay shutting down'),
      ),
    )
    wss.close()
    hub.shutdown()
    await cluster?.close()
    await listening.close()
    logger.info('relay closed', { url })
  }

  return {
    url,
    host: config.host,
    port,
    stats: () => hub.stats(),
    close: () => {
      closing ??= shutdown()
      return closing
    },
  }
}

/** Connects to the shared Redis if `redisUrl` is set; its client loads only then. */
async function connectCluster(config: ResolvedRelayOptions): Promise<RelayCluster | undefined> {
  if (config.redisUrl === undefined) return undefined
  const { connectRedisCluster } = await import('./cluster/redis-cluster.js')
  const cluster = await connectRedisCluster({
    url: config.redisUrl,
    maxMessagesPerTopic: config.limits.maxMessagesPerTopic,
    logger: config.logger,
  })
  config.logger.info('relay shares its store through Redis', {})
  return cluster
}

/** Checks the `auth` query parameter; `undefined` means an anonymous connection is allowed. */
async function authenticate(
  config: ResolvedRelayOptions,
  requestUrl: string | undefined,
): Promise<AuthResult | undefined> {
  const { auth } = parseConnectionQuery(requestUrl)
  if (auth === undefined) {
    return config.requireAuth
      ? { ok: false, reason: 'Unauthorized: missing auth token' }
      : undefined
  }
  return verifyRelayAuth(auth, {
    audience: config.audience,
    clockSkewSeconds: config.clockSkewSeconds,
    maxLifetimeSeconds: config.limits.maxJwtLifetimeSeconds,
    now: Date.now(),
  })
}

/** Closes a socket with a code; cuts it if the closing handshake takes longer than a second. */
function closeSocket(socket: WebSocket, code: number, reason: string): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === socket.CLOSED) return resolve()
    const timer = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS)
    timer.unref()
    socket.once('close', () => {
      clearTimeout(timer)
      resolve()
    })
    socket.close(code, fitCloseReason(reason))
  })
}

function fitCloseReason(reason: string): string {
  let fitted = reason
  while (Buffer.byteLength(fitted, 'utf8') > MAX_CLOSE_REASON_BYTES) fitted = fitted.slice(0, -1)
  return fitted
}

function formatHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}

/** Bytes of a received frame, as `ws` hands it over. */
function frameBytes(data: Buffer | ArrayBuffer | Buffer[]): number {
  return Array.isArray(data)
    ? data.reduce((total, chunk) => total + chunk.byteLength, 0)
    : data.byteLength
}

import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'

/** Where to listen. */
export interface ListenOptions {
  host: string
  /** `0` for a free port. */
  port: number
}

/** A listening service. */
export interface ListeningService {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string
  port: number
  /**
   * Stops accepting connections, lets requests in flight finish (idle keep-alive connections
   * are closed at once), then resolves. Idempotent.
   */
  close(): Promise<void>
}

/** Starts listening; rejects when the port cannot be bound. */
export async function listenService(
  app: FastifyInstance,
  options: ListenOptions,
): Promise<ListeningService> {
  await app.listen({ host: options.host, port: options.port })
  const address = app.server.address() as AddressInfo
  let closing: Promise<void> | undefined
  return {
    url: `http://${urlHost(address)}:${address.port}`,
    port: address.port,
    close() {
      closing ??= closeGracefully(app)
      return closing
    },
  }
}

/** How often idle keep-alive connections are closed while requests in flight finish. */
const IDLE_SWEEP_MS = 25

/**
 * Closes `app`: no new connections, requests in flight finish, and each connection is closed
 * as soon as it is idle (a keep-alive client would otherwise hold `close()` open).
 */
async function closeGracefully(app: FastifyInstance): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS)
  try {
    await app.close()
  } finally {
    clearInterval(sweep)
  }
}

/** A host for URLs: wildcard binds map to loopback, IPv6 gets brackets. */
export function urlHost(address: AddressInfo): string {
  if (address.address === '0.0.0.0') return '127.0.0.1'
  if (address.address === '::') return '[::1]'
  return address.family === 'IPv6' ? `[${address.address}]` : address.address
}

/**
 * Stops `service` on SIGINT or SIGTERM, and with `stdinClose` when standard input closes (a
 * parent process that started it went away): requests in flight finish, then exits 0; exits 1
 * when closing fails. For a service's `cli.ts`; returns the stop function for other triggers.
 * Stopping happens once, whatever triggers it again.
 */
export function stopOnSignals(
  service: { close(): Promise<void> },
  log: (line: string) => void = (line) => console.error(line),
  { stdinClose = false }: { stdinClose?: boolean } = {},
): (reason: string) => void {
  let stopping = false
  const stop = (reason: string): void => {
    if (stopping) return
    stopping = true
    log(`${reason}: finishing requests in flight, then stopping`)
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`stopping failed: ${error instanceof Error ? error.message : String(error)}`)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
  if (stdinClose) {
    process.stdin.on('end', () => stop('standard input closed'))
    process.stdin.on('close', () => stop('standard input closed'))
    process.stdin.resume()
  }
  return stop
}

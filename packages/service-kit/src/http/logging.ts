import { hostname } from 'node:os'
import type { FastifyServerOptions } from 'fastify'

/** Log levels an operator picks with `--log-level`. */
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'

/** Where log lines go (default stdout): anything with `write(line)`. */
export interface LogDestination {
  write(line: string): void
}

/**
 * Names whose values are secrets wherever they appear in a logged body or query string:
 * codes, tokens, shares, keys, passwords, signatures.
 */
export const SECRET_FIELD_NAMES: readonly string[] = [
  'code',
  'otp',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'idToken',
  'id_token',
  'share',
  'shares',
  'secret',
  'password',
  'privateKey',
  'private_key',
  'mnemonic',
  'seed',
  'signature',
  'apiKey',
  'api_key',
  // The WalletConnect relay's client JWT, sent in the WebSocket address.
  'auth',
]

/** Headers that carry credentials. */
const SECRET_HEADERS = ['authorization', 'cookie', 'dpop', 'x-api-key', 'proxy-authorization']

const REDACTED = '[Redacted]'

/** pino redaction paths: credential headers and secret body fields under `body` and `req.body`. */
export function redactPaths(): string[] {
  const headers = SECRET_HEADERS.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`])
  const fields = SECRET_FIELD_NAMES.flatMap((name) => [
    `body["${name}"]`,
    `req.body["${name}"]`,
    `request.body["${name}"]`,
  ])
  return [...headers, 'res.headers["set-cookie"]', ...fields]
}

const SECRET_QUERY_NAMES = new Set(SECRET_FIELD_NAMES.map((name) => name.toLowerCase()))

/** A request URL with the values of secret query parameters (`?code=…`) replaced. */
export function redactSecretQuery(url: string): string {
  const question = url.indexOf('?')
  if (question < 0) return url
  const params = new URLSearchParams(url.slice(question + 1))
  let changed = false
  for (const key of new Set(params.keys())) {
    if (SECRET_QUERY_NAMES.has(key.toLowerCase())) {
      params.set(key, REDACTED)
      changed = true
    }
  }
  return changed ? `${url.slice(0, question)}?${params.toString()}` : url
}

interface LoggedRequest {
  id: string
  method: string
  url: string
  ip: string
  headers: Record<string, unknown>
}

/**
 * The Fastify logger options: pino JSON lines with the request id, credential headers, secret
 * body fields and secret query values redacted.
 */
export function loggerOptions(
  service: string,
  level: LogLevel,
  destination: LogDestination | undefined,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    base: { service, pid: process.pid, hostname: hostname() },
    ...(destination ? { stream: destination } : {}),
    redact: { paths: redactPaths(), censor: REDACTED },
    serializers: {
      req: (request: LoggedRequest) => ({
        id: request.id,
        method: request.method,
        url: redactSecretQuery(request.url),
        remoteAddress: request.ip,
      }),
    },
  }
}

const LEVEL_METHODS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace'])

interface ChildCapableLogger {
  child(bindings: object, options?: object): object
}

/** Whether `logger` writes `level` (pino's `isLevelEnabled`; any other logger: yes). */
function writes(logger: ChildCapableLogger, level: string): boolean {
  const check = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled
  return typeof check === 'function' ? check.call(logger, level) : true
}

/**
 * Fastify's per-request logger, created only when a line is written at an enabled level: at
 * `warn` most requests write nothing, and a pino child per request is most of the logging cost.
 */
export function lazyChildLogger(
  logger: ChildCapableLogger,
  bindings: object,
  options: object | undefined,
): object {
  let child: Record<string | symbol, unknown> | undefined
  const real = () => {
    child ??= logger.child(bindings, options) as Record<string | symbol, unknown>
    return child
  }
  return new Proxy(
    {},
    {
      get(_target, property) {
        if (child === undefined && typeof property === 'string') {
          if (LEVEL_METHODS.has(property)) {
            // Checked when called: nothing is created for a line that is not written.
            return (...args: unknown[]) => {
              if (!writes(logger, property)) return
              const target = real()
              ;(target[property] as (...args: unknown[]) => void).apply(target, args)
            }
          }
          if (property === 'child') {
            return (...args: unknown[]) => {
              const target = real()
              return (target.child as (...args: unknown[]) => unknown).apply(target, args)
            }
          }
        }
        const target = real()
        const value = target[property]
        return typeof value === 'function' ? value.bind(target) : value
      },
      set(_target, property, value) {
        real()[property] = value
        return true
      },
    },
  )
}

import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import Fastify, {
  type FastifyBaseLogger,
  type FastifyHttpOptions,
  type FastifyInstance,
  LogController,
  type RawServerDefault,
} from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { type CorsRules, installCors } from './cors.js'
import { type ErrorMapper, errorReply, ServiceError, sendError } from './errors.js'
import { type HealthDetails, installHealth, type ReadyCheck } from './health.js'
import { type LogDestination, type LogLevel, lazyChildLogger, loggerOptions } from './logging.js'
import { recordRoutes } from './method-not-allowed.js'
import { installMetrics, Registry } from './metrics.js'
import { installOpenApi } from './openapi.js'
import { installRateLimit, type RateLimitOptions } from './rate-limit.js'

/** A Foyer service's Fastify app: routes take zod schemas (`schema: { querystring, body, response }`). */
export type ServiceApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>

/** What {@link createServiceApp} needs; everything but `name` has a default. */
export interface ServiceAppOptions {
  /** Service name: the OpenAPI title and the `service` field of every log line. */
  name: string
  /** Service version in the OpenAPI document (default `0.0.0`). */
  version?: string | undefined
  /** One paragraph for the OpenAPI document. */
  description?: string | undefined
  /** Log level (default `info`); `silent` logs nothing. */
  logLevel?: LogLevel | undefined
  /** Where log lines go (default stdout); tests pass a collector. */
  logDestination?: LogDestination | undefined
  /** Trust `X-Forwarded-*` from these proxies (Fastify `trustProxy`; default none). */
  trustProxy?: boolean | string | readonly string[] | undefined
  /** Largest request body in bytes (default 64 KiB). */
  bodyLimit?: number | undefined
  /** CORS rules; without them no CORS headers are sent. */
  cors?: CorsRules | undefined
  /** Figures added to the `/health` answer (e.g. the relay's connection counts). */
  healthDetails?: HealthDetails | undefined
  /** Readiness checks by name (database, chain RPC, ...), run by `GET /ready`. */
  readyChecks?: Record<string, ReadyCheck> | undefined
  /** Maps a service's own errors (e.g. "database unreachable") to a {@link ServiceError}. */
  mapError?: ErrorMapper | undefined
  /**
   * The service's rate limit on routes declared with `config: { rateLimited: true }`: in memory,
   * or in Redis when given one (instances share the budget; `/ready` then checks Redis).
   */
  rateLimit?: RateLimitOptions | undefined
}

/** Extras every service app carries. */
export interface ServiceAppExtras {
  /** The app's own Prometheus registry: add the service's figures here. */
  metrics: Registry
  /** Adds a readiness check after creation (e.g. once the database is open). */
  addReadyCheck(name: string, check: ReadyCheck): void
}

const DEFAULT_BODY_LIMIT = 64 * 1024

/**
 * Builds a service's Fastify app with what every Foyer service shares: zod route schemas and the
 * OpenAPI 3.1 document built from them (`/openapi.json`), one error body
 * `{ error: { code, message } }`, CORS, `/health`, `/ready`, `/metrics` (Prometheus, a registry
 * per app), pino JSON logs with a request id and secrets redacted, and the headers every answer
 * carries (`X-Content-Type-Options: nosniff`, `Cross-Origin-Resource-Policy: cross-origin`),
 * and, when asked, a rate limit shared through Redis. Add routes to the result, then `listenService` it.
 *
 * @example
 * const app = await createServiceApp({ name: 'wallet-directory', readyChecks: { catalog: () => catalog.size } })
 * app.get('/getWallets', { schema: { querystring: walletsQuery } }, async (request) => list(request.query))
 * const server = await listenService(app, { host: '127.0.0.1', port: 4100 })
 */
export async function createServiceApp(
  options: ServiceAppOptions,
): Promise<ServiceApp & ServiceAppExtras> {
  const serverOptions: FastifyHttpOptions<RawServerDefault> = {
    logger: loggerOptions(options.name, options.logLevel ?? 'info', options.logDestination),
    genReqId: () => randomUUID(),
    childLoggerFactory: (logger, bindings, childOptions) =>
      lazyChildLogger(logger, bindings, childOptions) as typeof logger,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    ...(options.trustProxy === undefined
      ? {}
      : { trustProxy: options.trustProxy as boolean | string | string[] }),
    rewriteUrl: (request) => originForm(request.url ?? '/'),
    frameworkErrors: (_error, _request, reply) =>
      void sendError(
        reply,
        new ServiceError(400, 'invalid_parameter', 'Malformed percent-encoding in the path'),
      ),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const routes = recordRoutes(app)
  const checks = new Map(Object.entries(options.readyChecks ?? {}))
  const registry = new Registry()
  const extras: ServiceAppExtras = {
    metrics: registry,
    addReadyCheck: (name, check) => void checks.set(name, check),
  }
  const withExtras = Object.assign(app, extras)

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
      'x-request-id': request.id,
    })
    done()
  })
  app.setErrorHandler((error, request, reply) => {
    const answer = errorReply(error, request, options.mapError)
    if (answer.status >= 500) request.log.error({ err: error }, 'request failed')
    return sendError(reply, answer)
  })
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    if (!path.startsWith('/')) {
      return sendError(
        reply,
        new ServiceError(400, 'invalid_parameter', 'Malformed request target'),
      )
    }
    const served = routes.methodsAt(path)
    if (served.length > 0) {
      const allow = options.cors?.methods ?? served
      reply.header('allow', allow.join(', '))
      return sendError(
        reply,
        new ServiceError(
          405,
          'method_not_allowed',
          `Method ${request.method} is not allowed on ${path}`,
        ),
      )
    }
    return sendError(reply, new ServiceError(404, 'not_found', `No endpoint at ${path}`))
  })

  await installOpenApi(app, {
    title: options.name,
    version: options.version ?? '0.0.0',
    description: options.description,
  })
  if (options.cors) await installCors(app, options.cors)
  installMetrics(app, registry)
  installHealth(app, checks, options.healthDetails)
  if (options.rateLimit) {
    const redisCheck = await installRateLimit(app, options.name, options.rateLimit)
    if (redisCheck) checks.set('redis', redisCheck)
  }
  return withExtras
}

/**
 * The origin-form (`/path?query`) of a request target: an absolute-form target
 * (`http://host/path`, sent to proxies) is read as its path; anything else is left as is (the
 * not-found handler answers 400 for a target that is not a path, such as `*`).
 */
function originForm(target: string): string {
  if (target.startsWith('/') || !/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) return target
  try {
    const url = new URL(target)
    return `${url.pathname}${url.search}`
  } catch {
    return target
  }
}

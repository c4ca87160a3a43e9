import {
  createServiceApp,
  type LogDestination,
  type LogLevel,
  type ServiceApp,
  type ServiceAppExtras,
} from '@foyer/service-kit'
import { isDatabaseUnavailable } from '@foyer/sql'
import { type AuthContext, clientIp } from '../api/context.js'
import { registerRoutes } from '../api/routes.js'
import { countRefusal, registerAuthMetrics } from './auth-metrics.js'
import { schemaFailure } from './body.js'
import { HttpError } from './http-error.js'
import { installOriginGuard } from './origin-guard.js'

/** Largest request body accepted, in bytes (key shares are a few hundred bytes). */
const MAX_BODY_BYTES = 32 * 1024

/** How the auth server's request logs are written. */
export interface AuthAppLogging {
  logLevel?: LogLevel | undefined
  logDestination?: LogDestination | undefined
}

/**
 * The auth server's Fastify app (`@foyer/service-kit`): CORS only for the wallet frame origins
 * (never `*`; a foreign preflight is refused and logged once), the origin rules of
 * `origin-guard.ts`, the per-IP limit on routes marked `limited` (the foundation's, shared
 * through Redis when `redisUrl` is set; keyed by `client-ip.ts`), its routes, `/ready` on the database and `/metrics` with logins
 * by method and refusals by reason. Every error answers `{ error: { code, message } }`; every
 * answer carries the service's own clock in `Date` (DPoP proofs' `iat` is checked against it)
 * and `Cache-Control: no-store`.
 */
export async function createAuthApp(
  context: AuthContext,
  logging: AuthAppLogging = {},
): Promise<ServiceApp & ServiceAppExtras> {
  const app = await createServiceApp({
    name: 'auth-server',
    description:
      'Foyer auth service: email codes, passkeys, social and Farcaster logins, DPoP-bound sessions, step-up checks and the wallet key-share store. Called by the wallet frame only.',
    logLevel: logging.logLevel,
    logDestination: logging.logDestination,
    bodyLimit: MAX_BODY_BYTES,
    cors: {
      allows: (origin) => context.frameOrigins.has(origin),
      methods: ['GET', 'POST', 'PUT', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization', 'DPoP', 'Foyer-Step-Up'],
      // The frame keeps its DPoP proofs' `iat` on the server's clock.
      exposedHeaders: ['Date'],
      maxAgeSeconds: 600,
      refuseOtherPreflights: true,
      onRefused: (origin) => context.refusals.foreignOrigin(origin),
    },
    readyChecks: { database: () => context.storage.sql.query('select 1') },
    rateLimit: {
      max: context.limits.perIpPerMinute,
      windowMs: 60_000,
      key: (request) => clientIp(context, request.raw),
      redis: context.limits.redisUrl,
      redisPrefix: 'foyer:auth-server:per-ip:',
      now: context.now,
    },
    mapError: (error) => {
      const invalid = schemaFailure(error)
      if (invalid) return invalid
      if (!isDatabaseUnavailable(error)) return undefined
      context.log('a request failed: the database cannot be reached')
      return new HttpError(503, 'Service unavailable: the database cannot be reached')
    },
  })
  registerAuthMetrics(app.metrics, context.metrics)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('date', new Date(context.now()).toUTCString()).header('cache-control', 'no-store')
    done()
  })
  app.addHook('onError', (_request, _reply, error, done) => {
    countRefusal(context.metrics, error as { status?: unknown; code?: unknown })
    done()
  })
  installOriginGuard(app, context)
  acceptBodies(app)
  registerRoutes(app, context)
  return app
}

/**
 * Bodies are JSON whatever content type the client names (the Farcaster relay's clients send
 * none), except a provider's `form_post` callback, read as its fields.
 */
function acceptBodies(app: ServiceApp): void {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string))
    } catch {
      done(new HttpError(400, 'Request body must be JSON'), undefined)
    }
  })
}

import fastifyCors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'
import { ServiceError } from './errors.js'

/** Which browser origins may read a service's answers, and what a preflight allows. */
export interface CorsRules {
  /** Whether `origin` may read answers (its `Access-Control-Allow-Origin` is sent). */
  allows(origin: string): boolean
  /** Send `*` instead of echoing the origin (for services open to every origin). */
  wildcard?: boolean | undefined
  /** Methods answered to a preflight. */
  methods: readonly string[]
  /** Request headers allowed in a preflight. */
  allowedHeaders: readonly string[]
  /** Response headers a page's script may read. */
  exposedHeaders?: readonly string[] | undefined
  /** Seconds a browser may cache a preflight answer. */
  maxAgeSeconds: number
  /** Refuse a preflight from a disallowed origin with 403 `origin_not_allowed` (else 204 without CORS headers). */
  refuseOtherPreflights?: boolean | undefined
  /** Called with the origin of each refused preflight (a service's refusal log). */
  onRefused?: ((origin: string) => void) | undefined
}

/**
 * CORS through `@fastify/cors`: every answer varies by `Origin`; an allowed origin gets the
 * allow header (errors included, so the page can read them); other origins are still answered
 * but without it.
 */
export async function installCors(app: FastifyInstance, rules: CorsRules): Promise<void> {
  if (rules.refuseOtherPreflights) {
    app.addHook('onRequest', (request, _reply, done) => {
      const origin = request.headers.origin
      if (request.method === 'OPTIONS' && origin !== undefined && !rules.allows(origin)) {
        rules.onRefused?.(origin)
        done(new ServiceError(403, 'origin_not_allowed', `Origin ${origin} is not allowed`))
        return
      }
      done()
    })
  }
  // A function origin makes @fastify/cors add `Vary: Origin` to every answer.
  await app.register(fastifyCors, {
    hook: 'onRequest',
    origin: (origin, callback) => {
      const allowed = origin !== undefined && rules.allows(origin)
      callback(null, allowed ? (rules.wildcard ? '*' : (origin as string)) : false)
    },
    methods: [...rules.methods],
    allowedHeaders: [...rules.allowedHeaders],
    ...(rules.exposedHeaders ? { exposedHeaders: [...rules.exposedHeaders] } : {}),
    maxAge: rules.maxAgeSeconds,
    strictPreflight: false,
  })
}

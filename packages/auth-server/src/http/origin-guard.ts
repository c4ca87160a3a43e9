import type { ServiceApp } from '@foyer/service-kit'
import type { AuthContext } from '../api/context.js'
import type { RouteAccess } from '../api/route.js'
import { HttpError } from './http-error.js'

/** 403 for a request without `Origin`: browsers always send one on the frame's fetches. */
export const MISSING_ORIGIN = 'Missing Origin header: only the wallet frame may call this endpoint'
/** 403 for a request from an origin that is not a wallet frame. */
export const FOREIGN_ORIGIN = 'Origin not allowed'

/** The route config key holding a route's {@link RouteAccess}. */
export const ACCESS_CONFIG = 'access'

/**
 * Who may call each route, checked when the request arrives (before its body is read). A
 * request must carry the `Origin` of a wallet frame: a missing or foreign one is refused with
 * 403, except on routes marked `anyOrigin` (provider callback, Farcaster relay) and, for a
 * missing one, `navigation` (social authorize) and `serverRead` (the project's public config).
 * Only then do routes marked `limited` count against the per-IP limit (`app.ts`: the
 * foundation's rate limit runs after this hook, so a refused origin spends nothing). Unknown paths
 * pass through to the 404/405 answers, and the operator endpoints every service has (no
 * access rules: `/health`, `/ready`, `/metrics`, `/openapi.json`) answer anyone.
 */
export function installOriginGuard(app: ServiceApp, context: AuthContext): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.is404 || request.method === 'OPTIONS') return done()
    const access = (request.routeOptions.config as { [ACCESS_CONFIG]?: RouteAccess })[ACCESS_CONFIG]
    // The foundation's operator endpoints (/health, /ready, /metrics, /openapi.json).
    if (access === undefined) return done()
    const origin = request.headers.origin
    if (!access.anyOrigin && !(origin !== undefined && context.frameOrigins.has(origin))) {
      if (origin !== undefined) {
        context.refusals.foreignOrigin(origin)
        return done(new HttpError(403, FOREIGN_ORIGIN))
      }
      if (!access.navigation && !access.serverRead) {
        return done(new HttpError(403, MISSING_ORIGIN))
      }
    }
    done()
  })
}

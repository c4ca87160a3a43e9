import { RATE_LIMITED, type ServiceApp } from '@foyer/service-kit'
import { ACCESS_CONFIG } from '../http/origin-guard.js'
import type { AuthContext } from './context.js'
import { deviceRoutes } from './device-routes.js'
import { emailRoutes } from './email-routes.js'
import { emailUpdateRoutes } from './email-update-routes.js'
import { farcasterRoutes } from './farcaster-routes.js'
import { passkeyRoutes } from './passkey-routes.js'
import { projectRoutes } from './project-routes.js'
import type { AnyRoute } from './route.js'
import { sessionRoutes } from './session-routes.js'
import { socialRoutes } from './social-routes.js'
import { stepUpRoutes } from './step-up-routes.js'
import { walletRoutes } from './wallet-routes.js'

/** Every endpoint of the auth server (docs/api/auth-server.json). */
export const ROUTES: readonly AnyRoute[] = [
  ...projectRoutes,
  ...emailRoutes,
  ...deviceRoutes,
  ...emailUpdateRoutes,
  ...socialRoutes,
  ...sessionRoutes,
  ...walletRoutes,
  ...farcasterRoutes,
  ...passkeyRoutes,
  ...stepUpRoutes,
]

/**
 * Declares every route on `app` with its zod schemas (checked before the handler, listed in
 * `/openapi.json`) and its access rules (read by `http/origin-guard.ts`).
 */
export function registerRoutes(app: ServiceApp, context: AuthContext): void {
  for (const route of ROUTES) {
    const { anyOrigin, navigation, serverRead, limited } = route
    app.route({
      method: route.method,
      url: route.path,
      schema: {
        summary: route.summary,
        ...(route.body ? { body: route.body } : {}),
        ...(route.query ? { querystring: route.query } : {}),
      },
      config: {
        [ACCESS_CONFIG]: { anyOrigin, navigation, serverRead, limited },
        [RATE_LIMITED]: limited === true,
      },
      handler: async (request, reply) => {
        await route.handle(context, {
          req: request.raw,
          reply,
          url: requestUrl(request.url),
          params: request.params as Record<string, string>,
          body: request.body,
          query: request.query,
        })
        return reply
      },
    })
  }
}

/** The request target (origin-form, see `createServiceApp`) as a URL: DPoP proofs name its path. */
function requestUrl(target: string): URL {
  return new URL(`http://auth-server.invalid${target}`)
}

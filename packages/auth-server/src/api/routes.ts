import { HttpError } from '../http/http-error.js'
import { emailRoutes } from './email-routes.js'
import { emailUpdateRoutes } from './email-update-routes.js'
import { farcasterRoutes } from './farcaster-routes.js'
import { healthRoutes } from './health-routes.js'
import { passkeyRoutes } from './passkey-routes.js'
import { projectRoutes } from './project-routes.js'
import { matchPath, type Route } from './route.js'
import { sessionRoutes } from './session-routes.js'
import { socialRoutes } from './social-routes.js'
import { stepUpRoutes } from './step-up-routes.js'
import { walletRoutes } from './wallet-routes.js'

/** Every endpoint of AUTH-API.md, and the operator's `/health` and `/ready`. */
export const ROUTES: readonly Route[] = [
  ...healthRoutes,
  ...projectRoutes,
  ...emailRoutes,
  ...emailUpdateRoutes,
  ...socialRoutes,
  ...sessionRoutes,
  ...walletRoutes,
  ...farcasterRoutes,
  ...passkeyRoutes,
  ...stepUpRoutes,
]

/** The route for `method` and `pathname`; 404, or 405 when only the method is wrong. */
export function matchRoute(
  method: string,
  pathname: string,
): { route: Route; params: Record<string, string> } {
  let pathMatched = false
  for (const route of ROUTES) {
    const params = matchPath(route.path, pathname)
    if (!params) continue
    pathMatched = true
    if (route.method === method) return { route, params }
  }
  throw pathMatched ? new HttpError(405, 'Method not allowed') : new HttpError(404, 'Not found')
}

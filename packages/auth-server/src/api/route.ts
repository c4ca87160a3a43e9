import type { AuthContext, RouteRequest } from './context.js'

/** One endpoint: method, path pattern (`:name` segments) and handler. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT'
  path: string
  /**
   * Any origin, or none, may call it: the provider's callback and the Farcaster relay endpoints
   * a Farcaster client calls from its own page or server. Else the request must carry the
   * `Origin` of a wallet frame (403 without one).
   */
  anyOrigin?: boolean
  /**
   * A top-level navigation opens it (the social authorize address in the login popup or tab):
   * browsers send no `Origin` on a GET navigation, so a missing one is accepted; a foreign one
   * is still refused.
   */
  navigation?: boolean
  /**
   * A server may read it with no `Origin`: the frame's hosting asks the project's allowlist for
   * its `frame-ancestors` header (public answers only). A foreign browser origin is still refused.
   */
  serverRead?: boolean
  /** Counted against the per-IP limit. */
  limited?: boolean
  handle(context: AuthContext, request: RouteRequest): Promise<void>
}

/** Matches `pathname` against `pattern`; the named segments, or undefined. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/')
  const got = pathname.split('/')
  if (want.length !== got.length) return undefined
  const params: Record<string, string> = {}
  for (let index = 0; index < want.length; index += 1) {
    const part = want[index] as string
    const value = got[index] as string
    if (part.startsWith(':')) {
      if (value === '') return undefined
      try {
        params[part.slice(1)] = decodeURIComponent(value)
      } catch {
        return undefined
      }
    } else if (part !== value) return undefined
  }
  return params
}

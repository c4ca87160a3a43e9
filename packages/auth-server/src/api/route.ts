import type { AuthContext, RouteRequest } from './context.js'

/** One endpoint: method, path pattern (`:name` segments) and handler. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT'
  path: string
  /** Any browser origin may call it (provider callbacks); else only the frame origins. */
  anyOrigin?: boolean
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

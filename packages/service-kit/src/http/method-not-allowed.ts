import type { FastifyInstance } from 'fastify'

/** The methods served at each route pattern, to tell a wrong method (405) from an unknown path (404). */
export interface RouteTable {
  /** The methods served at `path` (a concrete request path), or none. */
  methodsAt(path: string): string[]
}

/** Records every route `app` declares from now on (the CORS preflight catch-all excluded). */
export function recordRoutes(app: FastifyInstance): RouteTable {
  const routes: Array<{ pattern: RegExp; methods: string[] }> = []
  app.addHook('onRoute', (route) => {
    if (route.url === '*' || route.url === '/*') return
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    routes.push({ pattern: routePattern(route.url), methods: methods.map(String) })
  })
  return {
    methodsAt(path) {
      const methods = new Set<string>()
      for (const route of routes) {
        if (route.pattern.test(path)) for (const method of route.methods) methods.add(method)
      }
      return [...methods]
    },
  }
}

/** `/v1/account/:address/balance` → a regular expression matching its concrete paths. */
function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+'
      if (segment === '*') return '.*'
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  return new RegExp(`^${source}$`)
}

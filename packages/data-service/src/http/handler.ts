import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { isDatabaseUnavailable } from '@foyer/sql'
import type { ApiContext } from '../api/context.js'
import { matchRoute } from '../api/routes.js'
import { HttpError } from './http-error.js'
import { sendJson } from './respond.js'

/** Which browser origins may read the answers: `'*'` or a list. */
export type AllowedOrigins = '*' | readonly string[]

/** What a request answers while the database cannot be reached (503: retry later). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'Service unavailable: the database cannot be reached'

/**
 * The service's HTTP request listener. Every error answers `{ message }`; a database that
 * cannot be reached answers 503 (the service recovers on its own when it returns).
 */
export function createRequestHandler(
  context: ApiContext,
  allowedOrigins: AllowedOrigins,
  log: (line: string) => void,
): RequestListener {
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
    applyCors(req, res, allowedOrigins)
    try {
      const method = req.method ?? 'GET'
      if (method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
        res.setHeader('Access-Control-Allow-Headers', 'Content-Type')
        res.setHeader('Access-Control-Max-Age', '600')
        res.statusCode = 204
        res.end()
        return
      }
      const url = requestUrl(req.url)
      const { route, params } = matchRoute(method, url.pathname)
      await route.handle(context, { req, res, url, params })
    } catch (error) {
      if (res.headersSent) {
        res.destroy()
        return
      }
      if (error instanceof HttpError) {
        sendJson(res, error.status, { message: error.message })
        return
      }
      if (isDatabaseUnavailable(error)) {
        log(
          `request ${req.method} ${req.url?.split('?')[0]} failed: the database cannot be reached`,
        )
        sendJson(res, 503, { message: DATABASE_UNAVAILABLE_MESSAGE })
        return
      }
      log(
        `request ${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : error}`,
      )
      sendJson(res, 500, { message: 'Internal server error' })
    }
  }
  return (req, res) => {
    void handle(req, res)
  }
}

function applyCors(req: IncomingMessage, res: ServerResponse, allowed: AllowedOrigins): void {
  res.setHeader('Vary', 'Origin')
  const origin = req.headers.origin
  if (origin === undefined) return
  if (allowed === '*' || allowed.includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', allowed === '*' ? '*' : origin)
  }
}

/** The request target as a URL; 400 when it cannot be read. */
function requestUrl(target: string | undefined): URL {
  const text = target ?? '/'
  try {
    return new URL(text.startsWith('/') ? `http://data-service.invalid${text}` : text)
  } catch {
    throw new HttpError(400, 'Malformed request target')
  }
}

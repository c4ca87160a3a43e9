import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { isDatabaseUnavailable } from '@foyer/sql'
import { type AuthContext, clientIp } from '../api/context.js'
import { matchRoute } from '../api/routes.js'
import { errorBody, HttpError, tooManyRequests } from './http-error.js'
import { sendEmpty, sendJson } from './respond.js'

/** 403 for a request without `Origin`: browsers always send one on the frame's fetches. */
export const MISSING_ORIGIN = 'Missing Origin header: only the wallet frame may call this endpoint'
/** 403 for a request from an origin that is not a wallet frame. */
export const FOREIGN_ORIGIN = 'Origin not allowed'

/**
 * The server's request listener. CORS answers only the configured frame origins (never `*`).
 * A request must carry the `Origin` of a frame: a missing or foreign one is refused with 403
 * before it reaches a route, except on routes marked `anyOrigin` (provider callback, Farcaster
 * relay) and, for a missing one, `navigation` (social authorize) and `serverRead` (the project's
 * public config, which the frame's hosting reads for its `frame-ancestors`). Every error answers
 * `{ error: { code, message } }`.
 */
export function createRequestHandler(context: AuthContext): RequestListener {
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    // The service's own clock (DPoP proofs' `iat` is checked against it).
    res.setHeader('Date', new Date(context.now()).toUTCString())
    res.setHeader('Vary', 'Origin')
    const origin = req.headers.origin
    const frameOrigin = origin !== undefined && context.frameOrigins.has(origin)
    if (frameOrigin) {
      res.setHeader('Access-Control-Allow-Origin', origin)
      // The frame keeps its DPoP proofs' `iat` on the server's clock.
      res.setHeader('Access-Control-Expose-Headers', 'Date')
    }
    try {
      const method = req.method ?? 'GET'
      if (method === 'OPTIONS') {
        if (!frameOrigin) {
          if (origin !== undefined) context.refusals.foreignOrigin(origin)
          throw new HttpError(403, FOREIGN_ORIGIN)
        }
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, OPTIONS')
        res.setHeader(
          'Access-Control-Allow-Headers',
          'Content-Type, Authorization, DPoP, Foyer-Step-Up',
        )
        res.setHeader('Access-Control-Max-Age', '600')
        sendEmpty(res)
        return
      }
      const url = requestUrl(req.url)
      const { route, params } = matchRoute(method, url.pathname)
      if (!route.anyOrigin && !frameOrigin) {
        if (origin !== undefined) {
          context.refusals.foreignOrigin(origin)
          throw new HttpError(403, FOREIGN_ORIGIN)
        }
        if (!route.navigation && !route.serverRead) throw new HttpError(403, MISSING_ORIGIN)
      }
      if (route.limited && !context.limits.perIp.hit(clientIp(context, req))) {
        throw tooManyRequests()
      }
      await route.handle(context, { req, res, url, params })
    } catch (error) {
      if (res.headersSent) {
        res.destroy()
        return
      }
      if (error instanceof HttpError) {
        sendJson(res, error.status, errorBody(error))
        return
      }
      if (isDatabaseUnavailable(error)) {
        context.log(
          `request ${req.method} ${req.url?.split('?')[0]} failed: the database cannot be reached`,
        )
        sendJson(
          res,
          503,
          errorBody(new HttpError(503, 'Service unavailable: the database cannot be reached')),
        )
        return
      }
      context.log(
        `request ${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : error}`,
      )
      sendJson(res, 500, errorBody(new HttpError(500, 'Internal server error')))
    }
  }
  return (req, res) => {
    void handle(req, res)
  }
}

/** The request target as a URL; 400 when it cannot be read. */
function requestUrl(target: string | undefined): URL {
  const text = target ?? '/'
  try {
    return new URL(text.startsWith('/') ? `http://auth-server.invalid${text}` : text)
  } catch {
    throw new HttpError(400, 'Malformed request target')
  }
}

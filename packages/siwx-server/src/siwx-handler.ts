import type { IncomingMessage, ServerResponse } from 'node:http'
import { readBody } from './read-body.js'
import {
  createSiwxProtocol,
  SIWX_NOT_FOUND,
  SIWX_REPLY_HEADERS,
  type SiwxHandlerOptions,
  type SiwxReply,
  siwxRoute,
} from './siwx-protocol.js'

export type { SiwxHandlerOptions } from './siwx-protocol.js'

/** A Node request handler; `next` is called for paths outside the base path (middleware). */
export type SiwxHandler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void

/**
 * The sign-in server's routes (see {@link createSiwxProtocol}) as a Node `http` handler that
 * also works as Connect/Vite middleware: paths outside `basePath` go to `next` (or 404).
 */
export function createSiwxHandler(options: SiwxHandlerOptions): SiwxHandler {
  const protocol = createSiwxProtocol(options)
  return (req, res, next) => {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    const path = siwxRoute(protocol.basePath, pathname)
    if (path === undefined) {
      if (next) next()
      else send(res, SIWX_NOT_FOUND)
      return
    }
    protocol
      .handle({
        method: req.method ?? 'GET',
        path,
        contentType: req.headers['content-type'],
        cookie: req.headers.cookie,
        readBody: (limit) => readBody(req, limit),
      })
      .then((reply) => send(res, reply))
      .catch(() => {
        if (!res.headersSent) send(res, { status: 500, body: { error: 'internal error' } })
        else res.end()
      })
  }
}

function send(res: ServerResponse, reply: SiwxReply): void {
  if (reply.setCookie) res.setHeader('set-cookie', reply.setCookie)
  res.writeHead(reply.status, SIWX_REPLY_HEADERS)
  res.end(JSON.stringify(reply.body))
}

import { BodyTooLargeError } from './read-body.js'
import {
  createSiwxProtocol,
  SIWX_NOT_FOUND,
  SIWX_REPLY_HEADERS,
  type SiwxHandlerOptions,
  type SiwxReply,
  siwxRoute,
} from './siwx-protocol.js'

/** A Web-standard request handler: Next.js route handlers, Hono, Bun, Deno, workers. */
export type SiwxWebHandler = (request: Request) => Promise<Response>

/**
 * The sign-in server's routes (see {@link createSiwxProtocol}) as a Web-standard handler,
 * `(request: Request) => Promise<Response>`. Paths outside `basePath` answer 404. Mount it
 * where the app's pages are served, so the session cookie is on the app's own origin:
 *
 * ```ts
 * // app/siwx/[route]/route.ts (Next.js)
 * const siwx = createSiwxWebHandler({ domain: 'app.example', uriOrigins: [...], chains: [...] })
 * export { siwx as GET, siwx as POST }
 * ```
 */
export function createSiwxWebHandler(options: SiwxHandlerOptions): SiwxWebHandler {
  const protocol = createSiwxProtocol(options)
  return async (request) => {
    const path = siwxRoute(protocol.basePath, new URL(request.url).pathname)
    if (path === undefined) return toResponse(SIWX_NOT_FOUND)
    const reply = await protocol.handle({
      method: request.method,
      path,
      contentType: request.headers.get('content-type') ?? undefined,
      cookie: request.headers.get('cookie') ?? undefined,
      readBody: (limit) => readWebBody(request, limit),
    })
    return toResponse(reply)
  }
}

function toResponse(reply: SiwxReply): Response {
  const headers = new Headers(SIWX_REPLY_HEADERS)
  if (reply.setCookie) headers.set('set-cookie', reply.setCookie)
  return new Response(JSON.stringify(reply.body), { status: reply.status, headers })
}

/** Reads a Web request's body as text, refusing more than `limit` bytes as they arrive. */
async function readWebBody(request: Request, limit: number): Promise<string> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new BodyTooLargeError(`body over ${limit} bytes`)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

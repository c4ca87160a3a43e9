import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from 'fastify'
import {
  createSiwxProtocol,
  SIWX_BODY_LIMIT,
  SIWX_NOT_FOUND,
  SIWX_REPLY_HEADERS,
  type SiwxHandlerOptions,
  type SiwxReply,
} from './siwx-protocol.js'

const ROUTES = [
  ['/nonce', 'A single-use nonce for the next sign-in message'],
  ['/verify', 'Checks a signed message { message, signature }; answers { session } and a cookie'],
  ['/session', "The session of the request's cookie, or null"],
  ['/signout', 'Forgets the session and clears its cookie'],
] as const

/**
 * The sign-in server's routes (see {@link createSiwxProtocol}) as a Fastify plugin, below
 * `basePath` (default `/siwx`; give it there, not as a `prefix`):
 *
 * ```ts
 * await app.register(siwxFastify, { domain: 'app.example', uriOrigins: [...], chains: [...] })
 * ```
 *
 * The routes read their bodies themselves (its own parser, limited to 32 KiB, inside the
 * plugin only) and answer exactly as the Node and Web handlers do.
 */
export const siwxFastify: FastifyPluginAsync<SiwxHandlerOptions> = async (app, options) => {
  const protocol = createSiwxProtocol(options)
  await app.register(async (scope) => siwxRoutes(scope, protocol), { prefix: protocol.basePath })
}

async function siwxRoutes(
  scope: FastifyInstance,
  protocol: ReturnType<typeof createSiwxProtocol>,
): Promise<void> {
  // The protocol parses `verify`'s body itself, so every media type arrives as text here and
  // the protocol answers 415 for what is not JSON (this scope only: the app's parsers stay).
  scope.removeAllContentTypeParsers()
  scope.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: SIWX_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  )
  scope.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode ?? 500
    const message =
      status === 413 ? 'body too large' : status < 500 ? 'bad request' : 'internal error'
    return send(reply, { status: status < 400 ? 500 : status, body: { error: message } })
  })
  scope.setNotFoundHandler((_request, reply) => send(reply, SIWX_NOT_FOUND))
  for (const [path, summary] of ROUTES) {
    scope.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: path,
      // Read by @fastify/swagger where the app registers it (FastifySchema does not list them).
      schema: { summary, tags: ['siwx'] } as FastifySchema,
      handler: async (request: FastifyRequest, reply: FastifyReply) =>
        send(
          reply,
          await protocol.handle({
            method: request.method,
            path,
            contentType: request.headers['content-type'],
            cookie: request.headers.cookie,
            readBody: async () => (typeof request.body === 'string' ? request.body : ''),
          }),
        ),
    })
  }
}

function send(reply: FastifyReply, answer: SiwxReply): FastifyReply {
  reply.code(answer.status).headers(SIWX_REPLY_HEADERS)
  if (answer.setCookie) reply.header('set-cookie', answer.setCookie)
  return reply.send(JSON.stringify(answer.body))
}

import {
  errorResponseSchema,
  nonceResponseSchema,
  SIWX_SERVER_PATHS,
  sessionResponseSchema,
  verifyRequestSchema,
} from '@foyer/siwx'
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
} from 'fastify'
import * as z from 'zod/mini'
import {
  createSiwxProtocol,
  SIWX_BODY_LIMIT,
  SIWX_NOT_FOUND,
  SIWX_REPLY_HEADERS,
  type SiwxHandlerOptions,
  type SiwxReply,
} from './siwx-protocol.js'

/** A route's schemas with the summary `@fastify/swagger` reads (`FastifySchema` does not list it). */
type DocumentedSchema = FastifySchema & { summary: string }

/** Each route: the method it serves and its zod schemas, for the app's OpenAPI document. */
const ROUTES: readonly { path: string; method: 'GET' | 'POST'; schema: DocumentedSchema }[] = [
  {
    path: SIWX_SERVER_PATHS.nonce,
    method: 'GET',
    schema: {
      summary: 'A single-use nonce for the next sign-in message',
      response: { 200: nonceResponseSchema },
    },
  },
  {
    path: SIWX_SERVER_PATHS.verify,
    method: 'POST',
    schema: {
      summary: 'Checks a signed message; answers the session and sets an HTTP-only cookie',
      body: verifyRequestSchema,
      response: {
        200: sessionResponseSchema,
        400: errorResponseSchema,
        401: errorResponseSchema,
        413: errorResponseSchema,
        415: errorResponseSchema,
        502: errorResponseSchema,
      },
    },
  },
  {
    path: SIWX_SERVER_PATHS.session,
    method: 'GET',
    schema: {
      summary: "The session of the request's cookie, or null",
      response: { 200: sessionResponseSchema },
    },
  },
  {
    path: SIWX_SERVER_PATHS.signout,
    method: 'POST',
    schema: {
      summary: 'Forgets the session and clears its cookie',
      response: { 200: z.object({ ok: z.literal(true) }) },
    },
  },
]

const ALL_METHODS: readonly HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/**
 * The protocol reads and checks every request itself; the schemas only document the routes
 * (the app's `@fastify/swagger` lists them), whatever validator and serializer the app uses.
 */
const documentOnly = {
  validatorCompiler: () => () => true,
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
}

/**
 * The sign-in server's routes (see {@link createSiwxProtocol}) as a Fastify plugin, below
 * `basePath` (default `/siwx`; give it there, not as a `prefix`):
 *
 * ```ts
 * await app.register(siwxFastify, { domain: 'app.example', uriOrigins: [...], chains: [...] })
 * ```
 *
 * The routes read their bodies themselves (its own parser, limited to 32 KiB, inside the
 * plugin only) and answer exactly as the Node and Web handlers do. Each route carries its zod
 * schemas (from `@foyer/siwx`) for an app that builds an OpenAPI document from them
 * (`fastify-type-provider-zod`'s `jsonSchemaTransform`, as Foyer's services do); they are never
 * used to validate or serialize.
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
  for (const { path, method, schema } of ROUTES) {
    const handler = async (request: FastifyRequest, reply: FastifyReply) =>
      send(
        reply,
        await protocol.handle({
          method: request.method,
          path,
          contentType: request.headers['content-type'],
          cookie: request.headers.cookie,
          readBody: async () => (typeof request.body === 'string' ? request.body : ''),
        }),
      )
    scope.route({
      method,
      url: path,
      schema: { ...schema, tags: ['siwx'] },
      ...documentOnly,
      handler,
    })
    // The other methods reach the protocol too, which answers 405 as the other adapters do.
    scope.route({
      method: ALL_METHODS.filter((other) => other !== method),
      url: path,
      schema: { hide: true } as FastifySchema,
      handler,
    })
  }
}

function send(reply: FastifyReply, answer: SiwxReply): FastifyReply {
  reply.code(answer.status).headers(SIWX_REPLY_HEADERS)
  if (answer.setCookie) reply.header('set-cookie', answer.setCookie)
  return reply.send(JSON.stringify(answer.body))
}

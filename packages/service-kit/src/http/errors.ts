import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

/** The one error body every Foyer service answers: `{ error: { code, message } }`. */
export interface ErrorBody {
  error: { code: string; message: string }
}

/**
 * An error a route throws to answer `status` with `{ error: { code, message } }`. The message
 * is sent to the client as is: never put a secret, a token or an internal detail in it.
 *
 * @example
 * throw new ServiceError(404, 'not_found', `No wallet image with id '${id}'`)
 */
export class ServiceError extends Error {
  override name = 'ServiceError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** Turns an unknown thrown value into a {@link ServiceError} (or `undefined`: answer 500). */
export type ErrorMapper = (error: unknown) => ServiceError | undefined

/** Where a request's invalid input was, as a client reads it. */
const CONTEXT_NAMES: Record<string, string> = {
  querystring: 'Query parameter',
  params: 'Path parameter',
  body: 'Body field',
  headers: 'Header',
}

/**
 * A readable 400 for a zod validation failure, naming the first offending input:
 * `Query parameter 'limit' must be at most 100`. A missing input `is required`; a query
 * parameter given twice `must appear once`.
 */
export function validationError(error: FastifyError, request: FastifyRequest): ServiceError {
  const context = error.validationContext ?? 'body'
  const where = CONTEXT_NAMES[context] ?? context
  const issue = error.validation?.[0]
  const fullPath = (issue?.instancePath ?? '').split('/').filter(Boolean)
  // A query or path parameter is named alone (its issue may point inside its parsed value).
  const path = context === 'body' ? fullPath : fullPath.slice(0, 1)
  const property = context === 'querystring' ? 'query' : context
  const input = (request as unknown as Record<string, unknown>)[property]
  const value = path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object'
        ? (node as Record<string, unknown>)[key]
        : undefined,
    input,
  )
  let reason = issue?.message ?? 'is invalid'
  if (value === undefined && path.length > 0) reason = 'is required'
  else if (Array.isArray(value) && context === 'querystring') reason = 'must appear once'
  const subject =
    path.length === 0
      ? context === 'body'
        ? 'Request body'
        : `${where}s`
      : `${where} '${path.join('.')}'`
  return new ServiceError(400, 'invalid_parameter', `${subject} ${reason}`)
}

/** The status and body answering `error`; unknown errors are a 500 that says nothing more. */
export function errorReply(
  error: unknown,
  request: FastifyRequest,
  mapError: ErrorMapper | undefined,
): ServiceError {
  if (error instanceof ServiceError) return error
  const mapped = mapError?.(error)
  if (mapped) return mapped
  const fastifyError = error as FastifyError
  if (hasZodFastifySchemaValidationErrors(fastifyError))
    return validationError(fastifyError, request)
  const status = fastifyError?.statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large, wrong content type).
    return new ServiceError(status, clientErrorCode(status), clientErrorMessage(fastifyError))
  }
  return new ServiceError(500, 'internal_error', 'Internal server error')
}

function clientErrorCode(status: number): string {
  if (status === 413) return 'payload_too_large'
  if (status === 415) return 'unsupported_media_type'
  if (status === 404) return 'not_found'
  return 'invalid_request'
}

function clientErrorMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return 'Request body must be JSON'
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'Request body is too large'
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'Request body must be JSON'
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type'
  return 'Bad request'
}

/** Sends `error` as `{ error: { code, message } }`, never cached. */
export function sendError(reply: FastifyReply, error: ServiceError): FastifyReply {
  const body: ErrorBody = { error: { code: error.code, message: error.message } }
  return reply.status(error.status).header('cache-control', 'no-store').send(body)
}
